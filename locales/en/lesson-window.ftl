# The start page and the lesson panel.

app-start-page = Start
app-key-start-page = Show or hide the start page (the lessons, the incidents)
start-title = Learn on-call reliability by doing
start-intro = Each lesson is a short run of the model with one idea, a question to answer before you look, hints, and objectives to meet. Or play an incident, or try anything in free play.
start-learn = Learn step by step
# $done (number) lessons done; $lessons (number) in all
start-learn-progress = { $done } of { $lessons } lessons done.
# $met, $objectives, $hints, $attempts (numbers): the best attempt
start-lesson-best = Best: { $met } of { $objectives } objectives, { $hints ->
        [one] one hint
       *[other] { $hints } hints
    }; { $attempts ->
        [one] one attempt
       *[other] { $attempts } attempts
    }.
start-lesson-done = done
# $met, $objectives (numbers): the best attempt
start-lesson-tried = best { $met } of { $objectives }
start-your-lessons = Your lessons
start-lessons-drop = Drop a lesson file on the window to play it; lessons in your lessons folder are listed here.
start-all-done-title = Every lesson done: what next
start-all-done = Play the incidents on the right with no lesson to guide you, and compare your run with the reference playbook in the debrief. Ask your own questions in free play or on the architecture path. Write a lesson of your own (sre-sim lesson show utilization prints one to start from) and drop it on the window. Or present a run to a room, in presenter mode.
start-incidents = Play an incident
start-free-play = Free play
start-open-run = Open a run…
start-architecture = The architecture path
start-author = Your name, saved in your runs
start-author-hint = A teacher grading a class's runs sees it beside each run (sre-sim lesson grade).
start-show-at-start = Show this page when sre-sim starts
# $key: the key that shows the page again
start-reach-again = The Start button in the top bar, or { $key }, brings this page back.
app-key-name-f2 = F2

lesson-panel-heading = Lesson
# $step, $steps (numbers)
lesson-panel-step = Step { $step } of { $steps }
lesson-panel-guess-hint = your guess
lesson-panel-guess = Guess and play
lesson-panel-guess-refused = Type a number, for example 52 or 0.35.
lesson-panel-no-guess = Show me without a guess
lesson-panel-no-guess-hint = A guess is never graded, but making one is how the answer sticks.
# $minute (number)
lesson-panel-play-to-minute = Play to minute { $minute }
lesson-panel-play-to-step = Run the path and play to step { $minute }
lesson-panel-playing-to-minute = Playing to minute { $minute }…
lesson-panel-playing-to-step = Playing the path to step { $minute }…
lesson-panel-next = Next step
lesson-panel-continue = Continue
lesson-panel-play-to-end = Use the controls, then play to the end of the run: the objectives below are graded as it goes.
lesson-panel-finish-arch-hint = Change the path on this tab; the objectives below are graded on it as it is. End the lesson when they are met.
lesson-panel-finish = Finish the lesson
lesson-panel-your-guess = Your guess
lesson-panel-your-choice = Your choice
lesson-panel-the-model = The model
lesson-panel-no-guess-made = no guess
# $n (number): the hint's number
lesson-panel-hint-n = Hint { $n }
# $left (number): hints not shown yet
lesson-panel-hint = Hint ({ $left } left)
lesson-panel-reference-link = Read it in the model reference
lesson-panel-reference-link-hint = The relation, its source and its value now.
lesson-panel-hidden = Hidden until you have guessed.
lesson-panel-objectives = Objectives
lesson-panel-objectives-after-run = Graded on the path’s run: run it (and make your guess) to see where they stand.
lesson-panel-restart = Restart
lesson-panel-restart-hint = The lesson from its first step, the run from minute 0.
lesson-panel-skip = Skip step
lesson-panel-skip-hint = Go on to the next step without doing this one.
lesson-panel-leave = Leave the lesson
lesson-unit-percent = %
lesson-unit-seconds = s
lesson-unit-milliseconds = ms
lesson-unit-count = instances
lesson-unit-requests-per-sec = req/s
lesson-unit-dollars = $
lesson-unit-times = ×
lesson-unit-tier = tier
lesson-end-passed = Every objective met.
lesson-end-missed = Not every objective was met.
# $met, $objectives, $hints (numbers)
lesson-end-score = { $met } of { $objectives } objectives met, { $hints ->
        [one] one hint used
       *[other] { $hints } hints used
    }.
lesson-end-remember = What to remember
lesson-end-guesses = Your guesses
# $guess, $model: a value with its unit
lesson-end-guess = You guessed { $guess }; the model gave { $model }.
# $model: a value with its unit
lesson-end-no-guess = No guess; the model gave { $model }.
# $guess, $model: an option's words
lesson-end-choice = You chose “{ $guess }”; the model bears out “{ $model }”.
# $model: an option's words
lesson-end-no-choice = No choice; the model bears out “{ $model }”.
# $minute (number)
lesson-end-try-again = Try again from minute { $minute }
lesson-end-try-again-hint = The run as you played it up to that minute, and the controls yours from there.
# $title: the next lesson's title
lesson-end-next = Next lesson: { $title }
lesson-end-start-page = Back to the start page
lesson-grade-with-value = { $verdict }: { $value }
lesson-progress-reset = Reset lesson progress
lesson-progress-reset-help = Forget which lessons are done, their best results and the hints used (the settings stay).
lesson-progress-reset-done = The lessons' progress was reset.
lesson-progress-write-failed = The lessons' progress could not be saved: { $message }
lesson-progress-unreadable = The lessons' progress file could not be read; it was kept as { $path } and progress starts again.
lesson-progress-read-failed = The lessons’ progress could not be read: { $message }. The file is left as it is, and this session’s progress is not saved over it.
lesson-reveal-offered = offered = fresh + retries of the last step’s failures: { $fresh } + { $retries } = { $offered }
lesson-author-ask = What is your name? It goes into the runs you save, so that a teacher’s grade table shows it. It is kept in the settings; change it on the start page.
lesson-author-keep = Keep
lesson-author-not-now = Not now

start-calibration = Your guesses beside the model
start-calibration-model = The model's value (×1)
start-calibration-guess = Your guess, as a multiple of the model's value
start-calibration-far = Your furthest guesses were in “{ $title }”: { $factor }× too { $direction ->
        [low] low
       *[high] high
    }.
start-calibration-close = Every one of your guesses was within 15 % of the model's value.
start-calibration-none = Your guesses cannot be compared with the model's values (a zero on either side).
start-calibration-list = Every guess
start-calibration-item = { $title }, step { $step }: you guessed { $guess }, the model gave { $model }.
