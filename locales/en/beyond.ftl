## Beyond the seed, on the architecture tab: a trigger (a tier slowed for a
## while) and five remedies for a retry storm, beside the seed's model.

arch-beyond-title = Beyond the seed: the outage that outlives its cause
arch-beyond-intro = Not in the seed’s model but beside it: a tier slowed for a while (the trigger) and five standard remedies for a retry storm. With all of them off the path is the seed’s, number for number.
arch-trigger-card = Trigger: a tier slows down
arch-trigger-hint = Between the two times the tier’s service time is multiplied by the factor, so its capacity is divided by it. When it ends, does the path come back? [14]
arch-remedies-card = Remedies
arch-app-slow-factor = App slowdown, ×
arch-app-slow-from-s = App slow from, s
arch-app-slow-to-s = App slow until, s
arch-db-slow-factor = Database slowdown, ×
arch-db-slow-from-s = Database slow from, s
arch-db-slow-to-s = Database slow until, s
arch-budget-on = Retry budget
arch-budget-pct = Retries at most, % of fresh
arch-budget-hint = The client sends retries only up to this share of its fresh requests in each step; the others fail at once, unsent. [10]
arch-backoff-on = Exponential backoff with jitter
arch-backoff-base-ms = Backoff base, ms
arch-backoff-cap-ms = Backoff cap, ms
arch-backoff-hint = The k-th retry waits a time drawn evenly between 0 and min(cap, base × 2^(k−1)): retries spread over the next steps instead of all arriving in the next one. [12]
arch-breaker-on = Circuit breaker
arch-breaker-threshold-pct = Opens above, % failing
arch-breaker-window-s = Counted over, s
arch-breaker-cooldown-s = Stays open, s
arch-breaker-probe-pct = Probes when half open, %
arch-breaker-hint = It opens when more than the threshold of what it sent over its window failed; while open, requests fail at once without reaching the path; after the cool-down it lets a probe share through for one step, and closes if they succeed. [13]
arch-deadline-on = Servers drop expired work
arch-deadline-hint = Each stage drops the waiting requests whose client will have given up before it serves them, instead of spending capacity on answers nobody reads; they count as failed. [10]
arch-throttle-on = Adaptive client-side throttling
arch-throttle-k = K, accepts multiplier
arch-throttle-window-s = Counted over, s
arch-throttle-hint = The client rejects locally with probability max(0, (requests − K × accepts) ÷ (requests + 1)) over its window. [11]
arch-recovered = Recovered: the trigger ended at { $end } s, and from { $from } s at most 5 % fail.
arch-not-recovered-retries = The trigger ended at { $end } s; the path is still failing at { $last } s: the retries keep it down.
arch-not-recovered-capacity = The trigger ended at { $end } s; the path is still failing at { $last } s: the fresh load alone is more than the { $stage } serves.
arch-not-recovered = The trigger ended at { $end } s; more than 5 % still fail after { $from } s.
arch-fix-also = Also passes
arch-slowed = slowed × { $factor }
arch-expired = expired
arch-unsent = failed unsent
arch-breaker-state = breaker { $state }
arch-breaker-closed = closed
arch-breaker-open = open
arch-breaker-half-open = half open
arch-throttled = throttled { $share }
arch-budget-cap = budget ≤ { $rps }

ref-beyond-title = Beyond the seed: the trigger and the remedies
ref-beyond-intro = Not the seed’s model: ours, beside it, each as a fluid form of its source in steps of 0.25 s. With the trigger and every remedy off, every run, fix and sweep is the seed’s, number for number.
ref-beyond-trigger = Trigger: in the steps that start at or after “from” and before “until”, the slowed tier’s service time × f and its capacity ÷ f. A run with a trigger passes when it recovers: at most 5 % failing in every step that ends before the trigger starts and in every step from 3 s after it ends and in the last step (always judged, so that a trigger ending late must also end with the path back), and at most 85 % busy in those steps.
ref-beyond-metastable = A metastable failure: a trigger pushes the path into a state where a sustaining effect, here the retries, keeps it overloaded after the trigger is gone; removing the sustaining load brings it back. [14]
ref-beyond-budget = Retry budget: retries sent in a step ≤ b × fresh. When more are due, each is sent with the share (b × fresh) ÷ due; the others fail unsent and are not retried. [10]
ref-beyond-backoff = Backoff with full jitter: the k-th retry of a request that failed in step s waits U(0, min(cap, base × 2^(k−1))); the share sent in step s + j is the part of that interval in [(j − 1) × 0.25 s, j × 0.25 s). [12]
ref-beyond-breaker = Circuit breaker: closed → open when Σ failed ÷ Σ sent > threshold over the last window ÷ 0.25 s closed steps; open for cool-down ÷ 0.25 s steps, nothing sent; half open for one step, the probe share sent; then closed if at most the threshold of the probes fail, else open again. Requests it fails are not retried. [13]
ref-beyond-deadline = Deadline-aware servers: a stage keeps waiting at most (timeout − time spent before it − its service time) × capacity; the rest is dropped as expired and fails like a rejection, so no wait exceeds the timeout. [10]
ref-beyond-throttle = Adaptive throttling: p = max(0, (requests − K × accepts) ÷ (requests + 1)) over the last window, requests counted as they reach the throttle (after the breaker), accepts the sent requests that did not fail; the rejected ones fail unsent and are not retried. [11]
ref-beyond-fix = The fix search tries each remedy by its switch, with its parameters as they are, as one change of size ln 2 (like switching a tier on), beside the capacity changes, never the load or the trigger. With a trigger it lists every single change that recovers, each setting’s smallest, the smallest first.
ref-beyond-live-trigger = trigger: { $stage } × { $factor } from { $from } s to { $to } s, capacity { $before } → { $during }
ref-beyond-live-budget = retry budget: ≤ { $pct } × { $fresh } = { $cap }
ref-beyond-live-step = step { $t } s: sent { $sent }, failed unsent { $unsent }, expired { $expired }
ref-beyond-live-breaker = breaker at { $t } s: { $state }
ref-beyond-live-throttle = throttle at { $t } s: p = { $p }
ref-source-10 = B. Beyer, C. Jones, J. Petoff, N. R. Murphy (eds.), Site Reliability Engineering, O’Reilly 2016: ch. 21 “Handling Overload” (retry budgets: up to three attempts a request, retries below 10 % of a client’s requests) and ch. 22 “Addressing Cascading Failures” (randomized exponential backoff, dropping work whose deadline has passed, the retry storm as positive feedback).
ref-source-11 = The same book, ch. 21 “Handling Overload”: client-side adaptive throttling, rejecting locally with probability max(0, (requests − K·accepts) ÷ (requests + 1)) over a trailing window (two minutes there), K = 2.
ref-source-12 = M. Brooker, “Exponential Backoff And Jitter”, AWS Architecture Blog, 4 March 2015: full jitter, random_between(0, min(cap, base·2^attempt)); and “Timeouts, retries, and backoff with jitter”, Amazon Builders’ Library.
ref-source-13 = M. T. Nygard, Release It!, Pragmatic Bookshelf 2007 (2nd ed. 2018), “Circuit Breaker”: closed, open after a failure threshold, half open after a timeout.
ref-source-14 = N. Bronson, A. Aghayev, A. Charapko, T. Zhu, “Metastable Failures in Distributed Systems”, HotOS 2021; L. Huang et al., “Metastable Failures in the Wild”, OSDI 2022.
arch-sweep-compare = Goodput with a remedy
arch-sweep-compare-none = none
arch-chart-goodput = Goodput against the fresh load, without and with the remedy
arch-goodput-without = without: { $remedy } off
arch-goodput-with = with: { $remedy } on
arch-collapse = collapses (first load that fails)
arch-axis-fresh-rps = fresh load, rps
arch-axis-goodput-rps = goodput, rps
arch-trigger = Trigger
arch-trigger-value = { $stage } × { $factor }, { $from }–{ $to } s, { $when }
arch-trigger-ahead = ahead
arch-trigger-now = now
arch-trigger-over = over
ref-beyond-live-backoff = backoff: the first retry waits up to { $first }, retry { $k } up to { $last }
ref-beyond-live-deadline = deadline at the database: at most ({ $timeout } − { $before } − { $service }) × { $capacity } = { $kept } waiting (with empty queues before it)
