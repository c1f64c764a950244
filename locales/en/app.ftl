# Application shell: window title, tabs, preferences, help, files.
# House style: sentence case, no colon after labels, an ellipsis on buttons
# that open a dialog.

app-title = sre-sim
app-tab-oncall = On call
app-tab-arch = Architecture
app-tab-reference = Model reference
app-language = Language
app-theme = Theme
app-theme-light = Light
app-theme-dark = Dark
app-ui-scale = Interface scale
app-presenter-mode = Presenter mode
app-help = Help
app-shortcuts = Keyboard shortcuts
app-shortcut-play-pause = Space: play or pause
app-shortcut-step = →: step one minute
app-shortcut-zoom-in = Ctrl + +: zoom in
app-shortcut-zoom-out = Ctrl + -: zoom out
app-shortcut-zoom-reset = Ctrl + 0: reset zoom
app-shortcut-save = Ctrl + S: save the run
app-shortcut-open = Ctrl + O: open a run
app-save-run = Save run…
app-open-run = Open run…
app-recent-runs = Recent runs
app-example-runs = Example runs
app-error-title = Something went wrong
