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
debrief-ui-luck-explain = Replays your decisions, doing nothing and the reference playbook on { $seeds } other seeds (other traffic noise and, where the scenario draws a value from a range, such as the surge’s start and size, another draw), so you see whether your plan wins in most worlds or only in this one.
debrief-ui-luck-run = Replay on { $seeds } other seeds
debrief-ui-luck-cancel = Cancel
debrief-ui-luck-progress = { $done } of { $total } seeds
debrief-ui-luck-cancelled = Cancelled.
debrief-ui-luck-rank = This run: { $value }, better than { $rank } of your decisions’ other worlds.
debrief-ui-luck-band = Each box spans the 25th to 75th percentile of a response’s worlds, its whiskers the 5th to 95th, its middle line the median; a response whose worlds all give (nearly) the same value is a single line, labelled with that value. The diamond is this run. The value axis includes zero, so the gaps look as big as they are.
debrief-ui-luck-this-run = This run
debrief-ui-luck-axis-budget-left = %
debrief-ui-luck-axis-cost = $
debrief-ui-luck-axis-worst-p99 = s
debrief-ui-luck-axis-minutes-paging = min
debrief-ui-luck-column-response = Response
debrief-ui-luck-column-median = Median
debrief-ui-luck-column-band = 5th–95th percentile
debrief-ui-luck-column-range = Lowest–highest
