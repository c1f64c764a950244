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
app-theme-hint = The projector theme (in the help, and on the presenter console) is high contrast, in the light or the dark theme: pure white on black or black on white, thicker lines and outlines, for a washed-out projector.
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

## Settings
app-settings-empty = The settings file was empty, so sre-sim started with the default settings: { $path }
app-settings-unreadable = The settings file could not be read, so sre-sim started with the default settings: { $path }
app-settings-reset = Reset settings
app-settings-reset-help = Theme, scale, presenter mode and tab back to their defaults (the language and the recent runs stay).
app-settings-reset-done = Settings reset to their defaults.
app-status-dismiss = Dismiss this message
app-status-earlier = { $count ->
        [one] 1 earlier
       *[other] { $count } earlier
    }

## The shortcut table, as the help lists it
app-key-play-pause = Play or pause
app-key-step = Step one minute
app-key-min-instances-up = One more minimum instance
app-key-min-instances-down = One fewer minimum instance
app-key-autoscaling = Autoscaling on or off
app-key-target-up = Target utilization up 5 points
app-key-target-down = Target utilization down 5 points
app-key-ttl-up = Cache TTL doubled
app-key-ttl-down = Cache TTL halved
app-key-warm-up = Start the cache warm-up job
app-key-shed-up = Shed 10 points more
app-key-shed-down = Shed 10 points less
app-key-feature = Heavy feature on or off
app-key-rollback = Roll back to the last good build
app-key-annotate = A note on the charts at this minute
app-key-presenter = Presenter mode on or off
app-key-zoom-in = Larger interface
app-key-zoom-out = Smaller interface
app-key-zoom-reset = Interface at 100 %
app-key-save = Save the run
app-key-open = Open a run
app-key-help = Show or hide this list
app-key-scope-everywhere = every tab
app-key-scope-oncall = on-call tab
app-key-scope-arch = architecture tab
app-key-scope-reference = model reference tab
app-key-scope-debrief = debrief tab
app-key-next-language = Next language (English, French, Galician)

## Names of the keys in the shortcuts

app-key-name-ctrl = Ctrl
app-key-name-shift = Shift
app-key-name-space = Space
app-key-name-enter = Enter
app-key-name-home = Home
app-key-name-end = End

## What the models refuse, in words

arch-error-unknown-setting = Unknown setting “{ $text }”; the settings are { $expected }.
arch-error-unknown-stage = Unknown stage “{ $text }”; the stages are lb, app, cache, queue, db.
arch-error-not-an-assignment = “{ $text }” is not STAGE.SETTING=VALUE.
arch-error-not-a-number = { $setting } must be a number, not “{ $text }”.
arch-error-not-a-toggle = { $setting } must be on or off, not “{ $text }”.
arch-error-not-finite = { $setting } must be a finite number.
arch-error-not-whole = { $setting } must be a whole number, not { $value }.
arch-error-out-of-range = { $setting } must be between { $min } and { $max }, not { $value }.
arch-error-unknown-remedy = Unknown remedy “{ $text }”; the remedies are { $expected }.
arch-error-slowdown-order = { $stage }.slow_to_s ({ $to } s) must not be before { $stage }.slow_from_s ({ $from } s).
arch-error-sweep-points = A sweep needs between { $min } and { $max } points, not { $value }.
oncall-error-out-of-range = { $setting } must be between { $min } and { $max }, not { $value }.
oncall-error-unknown-command = Unknown command “{ $text }” (expected min-instances=N, autoscaling=on|off, target-utilization=0.6, ttl=SECS, warm-up, shed=0.5, feature=on|off or rollback).
oncall-error-bad-value = “{ $text }” is not a value for { $setting }: { $expected }.
oncall-error-out-of-order = The timeline is out of order: minute { $minute } comes after minute { $previous }.
oncall-error-bad-command = The command at minute { $minute } cannot be used: { $message }

## Pictures of the window

app-png-wrong-size = The window got { $got } pixels, not the { $wanted } asked for (the screen is smaller?): nothing was saved. Use a larger screen, or a smaller --size.
app-png-blank = The picture is blank ({ $width } × { $height } pixels, one colour): nothing was saved.
app-png-size = The picture has the wrong size: nothing was saved.
app-png-write = Cannot write the picture { $path }: { $message }

## What the system says about files

app-io-not-found = there is no such file or folder
app-io-permission-denied = permission denied
app-io-already-exists = it already exists
app-io-storage-full = the disk is full
app-io-read-only = the disk is read-only
app-io-is-a-folder = it is a folder
app-io-not-a-folder = a part of the path is not a folder
app-io-invalid-data = it is not text (UTF-8)
app-scenario-written-in = { $text } (written by its author in { $language ->
        [fr] French
        [gl] Galician
       *[en] English
    })
app-drop-files = Drop a scenario to play it, or a run to replay it
app-internal-error = Something went wrong inside sre-sim and that work stopped: { $message }. The window and your run are kept.
