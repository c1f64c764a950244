# Runs as files: saving, opening, replaying, comparing, restoring.

files-title = Runs
files-save-to-folder = Save to the saves folder
files-saves-folder = Saves folder
files-no-saves = No saved runs yet.
files-nothing-to-save = Nothing to save yet: play at least one minute first (Space plays).
files-scenario-unchanged = “{ $name }” is already playing and its file has not changed: the run goes on.
files-saved = Saved { $path }
files-opened = Opened { $path }
files-replaying = Replay of { $name }: minute { $minute } of { $minutes }
files-scrubber = Minute of the replay
files-take-over = Take over here
files-take-over-help = Drop the decisions after this minute and play on live from here.
files-stop-replay = Stop the replay
files-ghost = Keep as ghost
files-ghost-help = Keep this run on the charts as a grey ghost while you play the same scenario and seed again.
files-clear-ghost = Remove the ghost
files-ghost-label = ghost
files-restore-title = Continue the last run?
files-restore-body = Your last run was saved automatically as it went. Continue it where it stopped, or discard it.
files-restore = Restore
files-discard = Discard
files-summary = { $scenario }, seed { $seed }: { $minutes } min, budget left { $budget }, cost { $cost }, worst p99 { $p99 }
files-problems = Files that could not be read
files-dialog-hint = If no file dialog opens, use the lists below or start with sre-sim --open FILE.
files-browser-hint = In a browser, Save run… downloads the run and Open run… picks a file on this computer; a run can also be dropped on the page.

run-error-empty = The file is empty.
run-error-not-text = The file is not text (byte { $byte } is not UTF-8).
run-error-expected = { $expects ->
        [comma-or-end] a comma or a closing bracket
        [colon] a colon after the field’s name
        [value] a value
        [whole-number] a whole number
        [smaller-number] a number within the field’s range
        [number] a number
        [true-or-false] true or false
        [text] a text in double quotes
        [list] a list in [ ]
        [group] a group of fields in ( )
        [field-name] a field’s name
        [missing-field] the field “{ $names }”, which is missing,
        [field-once] the field “{ $names }” only once
        [one-of] one of { $names }
        [end] the end of the document
        [less-nesting] less nesting (at most 128 levels)
       *[other] something else
    }
run-error-document = { $document ->
        [lesson] a lesson file
        [scenario] a scenario file
        [architecture] an architecture configuration
       *[run] a run file
    }
run-error-not-ron = The file is not RON: at line { $line }, column { $column }, { $expected-words } was expected, but the file has “{ $found }”.
run-error-wrong-shape = The file is not { $document-words }: at line { $line }, column { $column }, { $expected-words } was expected, but the file has “{ $found }”.
run-error-wrong-document = This is { $found ->
        [lesson] a lesson file (follow it from the start page, or drop it on the window; grade runs with sre-sim lesson grade)
        [scenario] a scenario file (play it with sre-sim oncall --scenario-file FILE, or from the scenario menu)
        [architecture] an architecture configuration (open it with sre-sim arch --config FILE, or on the Architecture tab)
       *[run] a run file (open it with sre-sim replay FILE, or sre-sim --open FILE)
    }, not { $document-words }.
run-error-truncated = The file ends too early (line { $line }, column { $column }): it was cut off.
run-error-unknown-field = Unknown field “{ $field }” at line { $line }, column { $column }.
run-error-newer-version = The file has format version { $found }; this version of sre-sim reads up to { $supported }. Update sre-sim to open it.
run-error-unknown-scenario = Unknown scenario “{ $name }”.
run-error-other-lesson = The run names the lesson “{ $name }” but carries the lesson “{ $found }”.
run-error-bad-seed = The seed “{ $text }” is not a whole number between 0 and 4294967295.
run-error-unknown-command = Unknown command “{ $text }” at minute { $minute }.
run-error-bad-command = Bad command “{ $text }” at minute { $minute }: expected { $expected }.
run-error-out-of-range = At minute { $minute }, { $name } is { $value }: it must be between { $min } and { $max }.
run-error-out-of-order = The timeline is out of order: minute { $minute } comes after minute { $previous }.
run-error-command-after-end = A command at minute { $minute } comes after the end of the run (minute { $minutes }).
run-error-too-long = The run is { $minutes } minutes long; at most { $max } are allowed.
run-error-initial-settings = The initial setting { $setting } is { $stored } but the scenario starts with { $expected }.
run-error-summary-mismatch = The file’s summary does not match its replay: { $figure } is { $stored } in the file, { $replayed } when replayed.
run-error-other-model = This run was recorded with model version { $found }; this sre-sim computes with model version { $current }, so it replays differently from the summary it was saved with. The replay shows what the current model makes of the same decisions.
run-error-minute-beyond-end = Minute { $minute } is after the end of the run (minute { $minutes }).
run-error-arch-setting = { $message }
run-error-encode = The run could not be written as RON: { $message }
run-error-read = Cannot read the file: { $message }
run-error-folder-write = Cannot write in this folder: { $message }
run-error-write = Cannot write the file: { $message }
run-error-not-durable = The file was written, but its folder could not be flushed to disk ({ $message }): a power cut could still lose it.
run-error-too-large = The file is { $bytes } bytes; { $document ->
        [lesson] a lesson file
        [scenario] a scenario file
        [architecture] an architecture configuration
        [progress] a progress file
        [run] a run file
       *[other] a file sre-sim reads
    } is at most { $max } bytes.
run-error-not-a-file = This is not a file but { $what ->
        [folder] a folder
        [named-pipe] a named pipe
        [device] a device
        [socket] a socket
       *[other] something else
    }; only regular files are read.
run-error-no-data-dir = This system has no user data folder to save into.
run-error-in-file = { $message } ({ $path })

arch-save-config = Save configuration…
arch-open-config = Open configuration…
arch-save-config-to-folder = Save to the configurations folder
arch-configs-folder = Configurations folder
files-kept-unsaved = The run in progress was kept in the saves folder (see the runs list): { $path }
files-take-over-first = This is a replay: press "Take over here" to change the controls.
files-no-dialog-open = No file dialog could open on this system: pick a run from the list.
files-no-dialog-open-arch = No file dialog could open on this system: pick a configuration from the list on this tab.
files-restored = The last run is back, paused where it stopped.
files-autosave-failed = The autosave failed: { $message }
run-error-bad-scenario = The scenario is not valid: { $problem }
files-scenario-error-format = the format is { $found }; this version of sre-sim reads scenario format { $supported }.
files-scenario-error-out-of-range = { $field } is { $value }, but must be between { $min } and { $max }.
files-scenario-error-invalid = { $field } is “{ $value }”, but must be { $expected }.
files-scenario-error-after-end = { $field } is at minute { $minute }, after the end of the scenario (minute { $length }).
files-scenario-error-twice = { $field }: only one { $event } per scenario (the model has one of each).
files-scenario-expected-id = 1 to 64 of a–z, 0–9 and -
files-scenario-expected-words = words in at least one of en, fr and gl, none empty
files-scenario-expected-clock = a time of day HH:MM, from 00:00 to 23:59
files-scenario-expected-ordered = Between(low, high) with low ≤ high
files-scenario-expected-share = a share above 0 and at most 1
files-scenario-expected-same = the run’s scenario name
files-scenario-expected-message = the id of a built-in scenario’s text (oncall-scenario-… or oncall-briefing-…), or the author’s words, Words(…)
files-scenario-expected-present = present (a run of format 3 carries its scenario)
files-scenario-event-bad-build = bad build
files-scenario-event-surge = surge
files-scenario-event-cache-flush = cache flush
files-scenario-event-database-capacity = database capacity change
files-scenario-event-instance-loss = loss of instances
files-no-dialog-scenario = No file dialog could open on this system: put scenario files in { $path } and pick them from the scenario menu, or drop one on the window.
files-scenario-opened = Scenario “{ $name }” opened: it starts now.
cli-output-is-input = { $output } { $path } is the file { $input } reads: writing it would lose that file. Write to another file.
app-settings-write-failed = The settings could not be saved: { $message }
app-second-window = Another sre-sim window is open on the same data folder: this one keeps its own autosave ({ $path }), and writes only the settings it changes.
files-save-failed-title = The run was not saved
files-save-elsewhere = Save elsewhere…
files-save-failed-ok = OK
files-close-title = Close without the run?
files-close-body = The run in progress could not be saved automatically and was not saved: closing now loses it.
files-close-save = Save the run…
files-close-anyway = Close without saving
files-close-keep = Keep working
files-autosave-works = The autosave works again.
files-link-no-file = The link carries no file: its address has no #run=, #scenario=, #lesson= or #arch= part after the #.
files-link-bad-base64 = The link is damaged: what follows “{ $key }=” is not base64url text (a character was changed or lost when it was copied).
files-link-bad-deflate = The link is damaged: what follows “{ $key }=” does not decompress (it was probably cut short when it was copied).
files-link-too-large = The link’s file would decompress to more than { $max } bytes, and a file sre-sim reads is at most { $max } bytes: it is refused.
files-link-not-utf8 = The link is damaged: its file is not UTF-8 text.
files-link-file-problem = The { $key ->
        [lesson] lesson file
        [scenario] scenario file
        [arch] architecture configuration
       *[run] run file
    } in the link cannot be opened: { $problem }
files-link-opened-name = the link
files-copy-link = Copy link
files-copy-link-hint = Copies a link that carries this file, to the web address in the settings (web_address).
files-link-copied = Link copied ({ $count } characters).
files-link-not-understood = The link asks what sre-sim does not understand: { $names }. A link takes ?lesson= (a built-in lesson), ?scenario= (a built-in scenario), ?tab=oncall, arch, reference or debrief, ?lang=en, fr or gl, ?present=1 and ?minute=N with a run in the link, and ?embed=1.
