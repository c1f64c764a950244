## The path drawn and its playback

arch-status-off = off
arch-status-idle = idle
arch-status-busy = busy
arch-status-queueing = queueing
arch-status-saturated = saturated
arch-status-rejecting = rejecting
arch-bypassed = bypassed: requests go past it
arch-served = served
arch-rejected = rejected
arch-fresh = fresh
arch-retried = retried
arch-timed-out = timed out
arch-offered = offered
# $value (string) requests waiting, $max (string) the buffer, both formatted
arch-backlog-of = backlog { $value } of { $max }
arch-short-lb = LB
arch-short-app = App
arch-short-cache = Cache
arch-short-queue = Queue
arch-short-db = DB
arch-stage-click = Click to show this stage's settings.
arch-step-before = Before the first step: nothing has run yet
# $clock (string) the time, s, formatted; $n the step; $count the steps
arch-step-at = t = { $clock } s, step { $n } of { $count }
arch-play = Play
arch-pause = Pause
arch-speed = playback speed
arch-model-7 = Each stage's status word, one rule for every stage and step: off (bypassed) when the tier is off; rejecting when its buffer was full and requests were turned away; saturated when what arrives reaches its capacity; queueing when requests wait in its buffer; busy when it serves what arrives; idle otherwise, as every stage is before the first step.

app-key-arch-run = Architecture: run the path and watch it
app-key-arch-play-pause = Architecture: play or pause the run
app-key-arch-step-forward = Architecture: one step forward
app-key-arch-step-back = Architecture: one step back
app-key-arch-start = Architecture: before the first step
app-key-arch-end = Architecture: the last step
app-key-arch-fix = Architecture: find a fix
app-key-arch-apply-fix = Architecture: apply the fix and watch it

arch-unit-jobs = jobs
arch-path-hits = { $rps } served by the cache
