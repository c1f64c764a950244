## The command line's messages: clap's errors, the values the options
## take, and what the app refuses before it runs.

cli-error = error: { $message }
cli-warning = warning: { $message }
cli-usage = Usage: { $usage }
cli-more-help = For more information, add --help.
cli-did-you-mean = Did you mean { $suggestion }?
cli-list-or = { $first } or { $last }
cli-unknown-argument = Unexpected argument “{ $arg }”.
cli-invalid-subcommand = “{ $arg }” is not a command here.
cli-missing-subcommand = “{ $arg }” needs a command: { $values }.
cli-value-missing = { $arg } needs a value.
cli-invalid-value = “{ $value }” is not a value { $arg } takes; it takes { $values }.
cli-value-not-valid = Invalid value “{ $value }” for { $arg }.
cli-value-refused = Invalid value “{ $value }” for { $arg }: { $problem }
cli-no-equals = { $arg } takes its value after an equals sign.
cli-too-many-values = { $arg } takes no more values: “{ $value }” is one too many.
cli-too-few-values = { $arg } takes at least { $expected } values, not { $count }.
cli-wrong-number-of-values = { $arg } takes { $expected } values, not { $count }.
cli-given-twice = { $arg } can be given only once.
cli-conflict = { $arg } cannot be used with { $prior }.
cli-missing-argument = { $count ->
        [one] This is required and missing: { $args }.
       *[other] These are required and missing: { $args }.
    }
cli-not-utf8 = An argument is not valid text (UTF-8).
cli-bad-arguments = The command line could not be read.

## What an option's value should be.

cli-expected-whole = expected a whole number from { $min } to { $max }.
cli-expected-size = expected WIDTHxHEIGHT, each from { $min } to { $max }, e.g. 1366x768.
cli-unknown-language = unknown language; expected { $values }.
cli-unknown-scenario = unknown scenario; expected { $values }.
cli-expected-timed = expected MINUTE:COMMAND[=VALUE], e.g. 25:rollback.
cli-not-a-minute = “{ $text }” is not a minute (a whole number from 0).

## What the app refuses before it runs, and what it says when done.

cli-window-options = { $count ->
        [one] { $options } belongs to the window, not to a subcommand: give it without one.
       *[other] { $options } belong to the window, not to a subcommand: give them without one.
    }
cli-minute-past-scenario = --minute { $minute } is past the end of the scenario ({ $minutes } minutes): { $path }
cli-minute-needs-run = --minute { $minute } needs a run to show: add --open FILE or --scenario-file FILE.
cli-minute-past-run = --minute { $minute } is past the end of the run ({ $minutes } minutes): { $path }
cli-chapter = --chapter { $chapter }: { $path } has { $chapters ->
        [one] 1 chapter
       *[other] { $chapters } chapters
    } (its notes, or its end without any), numbered from 1.
cli-frames-written = { $frames ->
        [one] 1 frame written: { $path }
       *[other] { $frames } frames written: { $path }
    }
cli-arch-options = --config, --fix and --step belong to the architecture tab: add --tab arch.
cli-fix-not-needed = --fix: this configuration already passes with headroom; there is nothing to fix.
cli-fix-not-found = --fix: no single change passes with headroom (≤ 85 % peak utilization).
cli-manual-folder = Cannot create the folder { $path }: { $message }
cli-manual-write = Cannot write the manual into { $path }: { $message }
cli-manual-written = Manual pages written into { $path }
cli-do-after-end = --do { $text }: minute { $minute } is after the end of the run ({ $option }).
cli-check-no-traffic = Minute { $minute } has no traffic: there is no queue to simulate.
cli-check-no-workers = Minute { $minute } has no instance serving: every request waits out the 2 s timeout, there is no queue to simulate.
cli-check-long = Simulating { $total } requests (about a second per 20 million)…
cli-window-failed = The window could not open: { $message }
cli-window-closed = The window closed before the picture was taken.

## What the system said about a file, in the app's words (more in app.ftl).

app-io-link-loop = the path loops through symbolic links
app-io-name-too-long = the name is too long
app-io-too-many-open = too many files are open
app-io-device = the disk could not read or write it (input/output error)
app-io-quota = the disk quota is used up
app-io-file-too-large = the file is too large for this disk
app-io-folder-not-empty = the folder is not empty
app-io-invalid-name = the name is not valid on this disk
app-io-invalid-path = the path does not name a file
app-io-busy = it is in use
app-io-crosses-devices = it would move to another disk
app-io-too-many-links = it has too many links
app-io-stale = the network file is no longer there
app-io-timed-out = the disk did not answer in time
app-io-interrupted = it was interrupted
app-io-unsupported = the disk does not support it
app-io-out-of-memory = there is not enough memory
app-io-unexpected-end = the file ended too early
app-io-other-code = the system refused (its error { $code })
app-io-other = the system refused without saying why
app-io-left-behind = { $message }; the temporary file { $path } was left behind

## What a decision's value should be.

oncall-expected-instances = a whole number of instances
oncall-expected-on-off = on or off
oncall-expected-no-value = no value
oncall-expected-share-half = a share such as 0.5
oncall-expected-share = a share such as 0.6
oncall-expected-seconds = seconds
