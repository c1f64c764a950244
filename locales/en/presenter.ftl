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
app-key-scope-presenting = while presenting (before the tab’s keys)
present-start = Present this run
present-start-hint = Replays the run in presenter mode and pauses at each of its notes, the note large over the charts. Page Down goes on, Page Up back, B or . blanks the screen.
present-needs-run = Open a saved run first: a talk presents a run, its notes as its chapters.
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
