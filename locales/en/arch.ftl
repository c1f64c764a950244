# Architecture simulator. Wording from the architecture seed page, with "page"
# changed to "simulator" for the desktop app, and "utilization" spelled as on
# the rest of the app.

arch-intro = Assemble a request path, push a load through it, and watch ten seconds of it happen. Every stage keeps its own backlog, so the simulator shows which tier saturates first, what that does to latency, and how retries turn one slow tier into an outage. Everything is computed on this computer — the simulator makes no network calls.
arch-starting-point = Starting point

## Stages of the request path

arch-stage-load = Load
arch-stage-lb = Load balancer
arch-stage-app = App
arch-stage-cache = Cache
arch-stage-queue = Queue + workers
arch-stage-db = Database
arch-state-on = on
arch-state-off = off
arch-state-idle = idle
arch-cache-off = cache off
arch-no-workers = no workers
arch-sync-path = Sync path

## Settings (units after a comma)

arch-rps = Requests per second
arch-client-timeout = Client timeout, ms
arch-retries = Retries per failed request
arch-lb-instances = Instances
arch-app-replicas = Replicas
arch-app-concurrency = Concurrency per replica
arch-app-service-time = Service time, ms
arch-cache-on = Cache tier in front of the DB
arch-cache-hit-ratio = Hit ratio, %
arch-queue-on = 30% of requests wait for a worker
arch-queue-workers = Workers
arch-queue-job-time = Job time, ms
arch-queue-buffer = Queue buffer
arch-db-connections = Pool connections
arch-db-query-time = Query time, ms

## Fixed notes under each stage

arch-lb-note = 2 000 rps and 500 queued connections per instance (fixed).
arch-app-note = Capacity = replicas × concurrency ÷ service time. 64 waiting requests per replica.
arch-cache-note = 20 000 rps tier; hits never reach the DB.
arch-queue-note = One job per async request, one DB write per job.
arch-db-note = Capacity = connections ÷ query time. 200 waiting queries per connection, then rejects.

## Running, the fix, the load sweep

arch-run = Run
arch-run-hint = Run a scenario to plot the model output.
arch-fix = Find a fix
# $setting (string) the setting's translated label, e.g. arch-app-replicas
# $from, $to (string) its current and proposed values, already formatted
arch-fix-proposed = Proposed fix — { $setting }: { $from } → { $to }
arch-fix-none = No single change passes with headroom (≤ 85% peak utilization).
# $count (number) the candidate changes tried so far (in a browser, where the search runs a slice per frame)
arch-fix-searching = Searching for the smallest fix… changes tried: { $count }
arch-apply-fix = Apply and rerun
arch-sweep = Sweep the load
arch-knee = Knee of the curve
arch-before = Before
arch-after = After

## Summary of the last run

arch-offered-load = Offered load
arch-mean-latency = Mean latency
arch-failing = Failing requests
arch-bottleneck = Bottleneck
arch-passed = Passed
arch-failed = Failed
arch-idle = Idle — nothing has run yet
arch-capacity = Capacity
arch-peak-utilization = Peak utilization
arch-passed-no-headroom = Passed without headroom
arch-verdict-hint = ✓ passed with headroom (every tier ≤ 85 % at its peak) · ▲ passed, but a tier went above 85 % · ✖ failed: more than 5 % of a step’s requests failed
arch-utilization-hint = Highest utilization of this tier in any step of the run: ✓ up to 85 % · ▲ up to 100 % · ✖ saturated, its backlog grows
arch-summary-offered-mean = Offered load, mean over the run
arch-summary-offered-peak = Offered load, peak step
arch-summary-latency-mean = Latency, mean over the run
arch-summary-latency-peak = Latency, peak step
arch-summary-beyond-timeout = The mean latency, { $latency }, is above the client timeout, { $timeout }: the servers go on serving requests their clients have already given up on, and those clients send them again. That is the retry storm.
arch-summary-failing-run = Failing requests, share of the run
arch-summary-failing-peak = Failing requests, worst step

## Step table and charts

arch-steps-title = Every step, every value
arch-steps-caption = Modelled values per step of the last run
arch-col-t = t, s
arch-col-offered = Offered, rps
arch-col-latency = Latency, ms
arch-col-failing = Failing, %
arch-col-backlog = Backlog
arch-chart-offered = Offered load, rps
arch-chart-latency = Mean latency, ms
arch-chart-failing = Failing requests, %
arch-chart-backlog = Backlog, requests
arch-chart-capacity-curve = Mean latency against offered load
arch-chart-sweep-failing = Failing requests against offered load
arch-axis-time-secs = Time, s
arch-axis-offered-rps = Offered load, rps
arch-axis-latency-ms = Latency, ms
arch-axis-failing-pct = Failing, %
arch-axis-backlog-requests = Backlog, requests

## How it works

arch-how-it-works = How it works
arch-model-title = The model, in full
arch-model-1 = A fluid queue model: each stage holds a backlog in requests, serves at its capacity, and queues the rest. Waiting time is backlog ÷ capacity; mean latency is the sum of service times and waits along the path.
arch-model-2 = Step size 250 ms, ten seconds, forty steps. No randomness anywhere: the same inputs always give the same trace.
arch-model-3 = With the queue tier on, 30 % of requests wait for a worker; each processed job is one DB write, so slow workers load the database too.
arch-model-4 = Requests that fail, by timeout or because a buffer was full, are retried by the client; the retry share comes from the previous step, which is what makes the load climb instead of settling.
arch-model-5 = A run fails when more than 5% of offered requests fail in one step — by timeout, or because a buffer was full and the request was rejected.
arch-model-6 = The fix button takes the smallest single change that the same model says passes with headroom (≤ 85% peak utilization) and reruns it. No hidden tuning: the patch is printed before it is applied.

## Constants table

arch-constants-title = Constants and rules — documented defaults, not measurements
arch-col-stage = Stage
arch-col-capacity = Capacity
arch-col-buffer = Buffer
arch-const-lb-capacity = 2 000 rps × instances
arch-const-lb-buffer = 500 queued connections per instance
arch-const-app-capacity = replicas × concurrency ÷ service time
arch-const-app-buffer = 64 waiting requests per replica
arch-const-cache-capacity = 20 000 rps; hits skip the DB
arch-const-cache-buffer = 5 000 queued lookups
arch-const-queue-capacity = workers ÷ job time
arch-const-queue-buffer = your buffer; beyond it, jobs are rejected
arch-const-db-capacity = connections ÷ query time
arch-const-db-buffer = 200 waiting queries per connection

## What this is not

arch-what-not = What this is not
arch-not-1 = Not a benchmark of your hardware. Nothing is measured — every number is the model’s output for the configuration you set.
arch-not-2 = No latency distribution: a request class either fits the timeout or it does not, so timeouts arrive as a step, not a tail.
arch-not-3 = The seed's model has no autoscaling, circuit breaker, warm-up or retry budget; the retry budget and the circuit breaker below are ours, beside it, and off by default.
arch-not-4 = Not a scan of anything: the simulator makes no network calls and stores nothing about you.
arch-useful-question = The useful question is not “will it hold 400 rps” but “which tier gives up first, and would the fix I picked have helped before the retries hid it”. That is what the run answers.
arch-fix-in-lesson = Find a fix and Sweep the load wait for the end of the lesson: the fix is its question.
