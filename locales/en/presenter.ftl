# Presenting: keyboard shortcuts for every control, annotations.

app-shortcut-min-instances = I / Shift + I: one more / one fewer minimum instance
app-shortcut-autoscaling = A: autoscaling on or off
app-shortcut-target = U / Shift + U: target utilization up / down 5 points
app-shortcut-ttl = T / Shift + T: cache TTL doubled / halved
app-shortcut-warm-up = W: start the cache warm-up job
app-shortcut-shed = S / Shift + S: shed 10 points more / less
app-shortcut-feature = F: heavy feature on or off
app-shortcut-rollback = R: roll back
app-shortcut-annotate = N: annotate the charts at this minute
app-shortcut-presenter = P: presenter mode on or off
oncall-annotate = Annotate
oncall-annotation-label = Annotation text
oncall-note = Note { $n }
oncall-chart-png = Save this chart as a PNG in the saves folder

# Presenting a run to a room: its notes are its chapters.
app-key-next-chapter = Presenting: on to the next chapter (a clicker's Page Down)
app-key-previous-chapter = Presenting: back to the previous chapter
app-key-blank = Presenting: black screen on or off
app-key-audience-window = Presenting: the audience window (a second screen) on or off
app-key-pointer = Presenter mode: the laser pointer on or off
app-key-scope-presenting = while presenting (before the tab’s keys)
present-start = Present this run
present-start-hint = Replays the run in presenter mode and pauses at each of its notes, the note large over the charts. Page Down goes on, Page Up back, B or . blanks the screen.
present-needs-run = Open a saved run first: a talk presents a run, its notes as its chapters.
present-start-page-waits = The start page would hide your console during the talk: press “Stop presenting” first.
present-opening = The opening
present-the-end = The end
present-chapter-of = { $chapter } of { $chapters }
present-at-minute = min { $minute }
present-no-notes = This run has no notes, so it is presented as one chapter: its end. Add notes with N during a replay, then save, to tell it in steps.
present-console = Presenter console
present-now = Now
present-next = Next
present-nothing-next = Nothing: this is the end.
present-elapsed = Talk { $talk } · this chapter { $chapter }
present-minute = Minute { $minute } ({ $clock })
present-playing = Playing to the chapter…
present-previous-button = ◀ Previous
present-next-button = Next ▶
present-blank-button = Black screen
present-stop = Stop presenting
present-chapters = Chapters
present-keys = Page Down: next · Page Up: previous · B or .: black screen. These keys win over the tab's while presenting; Space still plays or pauses.
app-key-name-page-down = Page Down
app-key-name-page-up = Page Up
oncall-notes = Notes ({ $count })
oncall-note-delete = Delete this note
oncall-notes-hint = Notes change nothing the run replays: during a replay they are saved with the whole run. Present this run shows them as its chapters.
oncall-speaker-notes-hint = Speaker notes (the console shows them, the room does not)
present-speaker-notes = Speaker notes
app-key-slower = Play slower (half the speed)
app-key-faster = Play faster (twice the speed)
app-key-replay-start = A replay: to its first minute
app-key-replay-end = A replay: to its last minute
app-key-go-to-minute = A replay: go to a minute (type it, then Enter)
app-key-arch-slower = Architecture: play slower
app-key-arch-faster = Architecture: play faster
files-go-to-minute = Go to minute (0 to { $minutes })
files-go-to-minute-refused = A whole number from 0 to { $minutes }
app-presenter-keys = P: presenter mode off · Space: play · − / +: speed · F1: every key
app-presenter-keys-talk = Page Down: next chapter · Page Up: back · B: black screen · P: presenter mode off
files-present-label = Present

# An animated picture of a stretch of a replay.
animation-export = Export animation…
animation-export-hint = An animated GIF (or PNG frames) of a stretch of this run, one frame per minute, drawn as the window draws it, for a slide.
animation-title = Animation of the replay
animation-from = From minute
animation-to = to
animation-every = every
animation-gif = One GIF
animation-frames = PNG frames
animation-frames-count = { $frames ->
    [one] 1 frame
   *[other] { $frames } frames
}{ $place ->
    [downloads] , downloaded
   *[folder] , into the saves folder
}
animation-export-button = Export
animation-close = Close
animation-saved = Animation saved: { $path } ({ $frames } frames, { $size } pixels)
animation-no-run = --gif and --frames draw a run: add --open RUN.
animation-no-output = --from, --to and --every make an animation: add --gif FILE or --frames DIR.
animation-every-zero = Every must be at least 1 minute between two frames (--every 0 was given).
animation-from-after-to = From minute { $from } is after the last minute, { $to }: the first minute drawn must not come after the last.
animation-past-end = Minute { $to } is past the end of the run ({ $minutes } minutes).
animation-too-many = { $frames } frames is more than the { $max } an animation may have: take every few minutes, or a shorter stretch.
animation-unwritable = Cannot write { $path }: { $message }
animation-resized = The window changed size during the export, and every frame must have the same size: nothing was saved.
animation-cancelled = The export was cancelled (Escape): nothing was saved.
animation-encode = The animation could not be encoded: { $message }

# The room: its own window and the laser pointer.
present-room = The room
present-audience-window = Audience window
present-audience-window-hint = A second window for the room (drag it to the projector, or put it full screen there): the headline, the caption and the charts, nothing else, no mouse cursor. The console stays here.
present-audience-a-window = As a window
present-audience-full-screen = Full screen on screen { $screen }
present-audience-screen-hint = Screens are numbered in the order the system gives them; a screen that is not there leaves the window where it is.
present-pointer = Laser pointer
present-pointer-hint = In presenter mode the mouse draws a red dot that fades once it stops, so the room sees what you point at.
present-projector-theme = Projector theme (high contrast)
