# The debrief tab in the window: buttons, the ensemble, exports.

app-tab-debrief = Debrief
debrief-ui-make = Debrief this run
debrief-ui-none = Play a scenario to its end, or press “Debrief this run” at any minute.
debrief-ui-stale = The run has moved on since this debrief.
debrief-ui-export-markdown = Export the debrief (Markdown)…
debrief-ui-export-csv = Export the trace (CSV)…
debrief-ui-export-png = Save a picture of the window (PNG)
debrief-ui-export-to-folder = Export both to the saves folder
debrief-ui-exported = Written { $path }
debrief-ui-luck = Was it luck?
debrief-ui-luck-explain = Replays your decisions, doing nothing and the reference playbook on { $seeds } other seeds (other traffic noise and, in the surge, another surge), so you see whether your plan wins in most worlds or only in this one.
debrief-ui-luck-run = Replay on { $seeds } other seeds
debrief-ui-luck-cancel = Cancel
debrief-ui-luck-progress = { $done } of { $total } seeds
debrief-ui-luck-cancelled = Cancelled.
debrief-ui-luck-rank = This run: { $value }, better than { $rank } of your decisions’ other worlds.
debrief-ui-luck-band = 5th–95th percentile band, box 25th–75th, line the median; the dot is this run.
