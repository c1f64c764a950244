# The built-in lessons' texts (src/lesson/lessons/*.ron name them).

lesson-utilization-title = Utilization and Little's law
lesson-utilization-idea = How busy a fleet is: arrivals × time per request ÷ workers.
lesson-utilization-scenario-name = Lesson: a quiet noon
lesson-utilization-scenario-briefing = 12:00, flat traffic of 1125 requests per second, ten instances, autoscaling off.
lesson-utilization-step-1 = Little's law: the workers busy at once are the arrival rate times the time each request holds a worker, a = λ·S. The fleet has N = instances × 16 workers, and its utilization is a ÷ N. Here λ = 1125 requests per second, each request holds a worker about 74 ms (50 ms of CPU, 20 ms for the heavy feature, a few for the database), and ten instances give 160 workers.
lesson-utilization-step-1-question = What utilization will the fleet show at minute 5?
lesson-utilization-step-1-why = a = 1125 × 0.074 s ≈ 83.5 busy workers out of 160: 83.5 ÷ 160 ≈ 52 %.
lesson-utilization-step-1-hint-1 = Multiply the arrival rate by the time per request: that is how many workers are busy at once.
lesson-utilization-step-1-hint-2 = 1125 × 0.074 ≈ 83.5 busy workers; divide by 10 × 16 = 160.
lesson-utilization-step-2 = Half the fleet is idle, and you pay for it. Bring utilization between 60 % and 80 % from minute 15 to the end (minute 30): a busier fleet, still clear of the queueing knee. Autoscaling is off, so the fleet is exactly Minimum instances.
lesson-utilization-step-2-hint-1 = Same busy workers, fewer workers: utilization rises. Which N puts 83.5 ÷ N between 0.6 and 0.8?
lesson-utilization-step-2-hint-2 = N between 105 and 139 workers: 7 or 8 instances (112 or 128 workers).
lesson-utilization-step-2-hint-3 = Set Minimum instances to 8 before minute 15, then play to the end.
lesson-utilization-remember = Utilization = λ·S ÷ N (Little's law). Double the traffic or the time per request and you double the busy workers: the fleet you need follows from the two.

lesson-queueing-knee-title = The queueing knee
lesson-queueing-knee-idea = Why latency stays flat, then climbs steeply near full utilization (Erlang C).
lesson-queueing-knee-scenario-name = Lesson: a slow climb
lesson-queueing-knee-scenario-briefing = 12:00, six instances, autoscaling off; from minute 10 the traffic climbs by 41 % in 20 minutes, then holds.
lesson-queueing-knee-step-1 = Six instances, 96 workers, 900 requests per second: utilization is about 70 %. From minute 10 the traffic climbs steadily. Queueing theory (Erlang C) says the wait grows slowly at first, then very fast as utilization nears 100 %: the knee. Guess the p99 latency at minute 10, at 70 %.
lesson-queueing-knee-step-1-question = p99 latency at minute 10 (utilization about 70 %)?
lesson-queueing-knee-step-1-why = At 70 % almost no request waits for a worker: the p99 is the tail of the service time itself, about 345 ms.
lesson-queueing-knee-step-1-hint-1 = At 70 % a request rarely finds all 96 workers busy.
lesson-queueing-knee-step-1-hint-2 = With no wait, the p99 is the tail of the service time: about 4.6 × its 74 ms mean.
lesson-queueing-knee-step-2 = Now 90 %: the traffic reaches about 1160 requests per second at minute 24. Guess the p99 there.
lesson-queueing-knee-step-2-question = p99 latency at minute 24 (utilization about 90 %)?
lesson-queueing-knee-step-2-why = At 90 % a request waits now and then, and briefly: the p99 grows by only a few tens of milliseconds.
lesson-queueing-knee-step-2-hint-1 = Erlang C's chance of waiting grows with utilization, but with 96 workers it stays small until close to 100 %.
lesson-queueing-knee-step-3 = And 97 %, at minute 30. Guess again.
lesson-queueing-knee-step-3-question = p99 latency at minute 30 (utilization about 97 %)?
lesson-queueing-knee-step-3-why = The knee: from 90 % to 97 % the p99 grows several times more than from 70 % to 90 %. Near 100 % each extra request waits behind the others.
lesson-queueing-knee-step-3-hint-1 = Look at how much it grew from 70 % to 90 %, then expect much more.
lesson-queueing-knee-step-4 = The traffic stays near 97 % until minute 45. Get the p99 back under 400 ms from minute 36 to the end (minute 50), with as few instances as you can.
lesson-queueing-knee-step-4-hint-1 = One more instance takes utilization from 97 % to about 84 %: back below the knee.
lesson-queueing-knee-step-4-hint-2 = New instances take 3 minutes to boot: decide by minute 32.
lesson-queueing-knee-step-4-hint-3 = Set Minimum instances to 7 now.
lesson-queueing-knee-remember = Latency stays flat until utilization is high, then climbs steeply: the knee. Run well below it; the last few percent of utilization cost the most latency.

lesson-tail-latency-title = The tail is not the mean
lesson-tail-latency-idea = Why the p99 is several times the mean, and how the queue lengthens it.
lesson-tail-latency-scenario-name = Lesson: a busy noon
lesson-tail-latency-scenario-briefing = 12:00, flat traffic of 1250 requests per second on six instances, autoscaling off: the fleet is at 96 %.
lesson-tail-latency-step-1 = A request holds a worker about 74 ms on average, but service times vary: most requests are quick, a few are slow (the model's service times are exponential). The p99 is the time that 99 % of requests beat. Guess the p99 at minute 5, with the fleet at 96 %.
lesson-tail-latency-step-1-question = p99 latency at minute 5?
lesson-tail-latency-step-1-why = The tail of the service time alone is ln(100) ≈ 4.6 × its mean, about 340 ms; near 96 % the wait for a worker adds more. The mean is still under 100 ms.
lesson-tail-latency-step-1-hint-1 = The p99 is not the mean: for exponential service times the 99th percentile is 4.6 × the mean.
lesson-tail-latency-step-1-hint-2 = 4.6 × 74 ms ≈ 340 ms, plus the time waiting for a worker.
lesson-tail-latency-step-2 = The seed's p99 is an approximation. Beside it, the second opinion computes the exact 99th percentile of the same queue (exact p99 in the metrics). At this load the approximation is pessimistic by about 70 ms; the model reference shows both with today's numbers.
lesson-tail-latency-step-2-hint-1 = The reference entry on the exact p99 shows both relations with the live values.
lesson-tail-latency-step-3 = Get the p99 under 360 ms from minute 10 to the end (minute 30). There is more than one way: one costs money, the other a feature.
lesson-tail-latency-step-3-hint-1 = The p99 is the service time's tail plus the wait: shorten either.
lesson-tail-latency-step-3-hint-2 = One more instance takes utilization to about 83 %, where the wait almost vanishes.
lesson-tail-latency-step-3-hint-3 = Set Minimum instances to 7 before minute 7 (3 minutes to boot), or turn the heavy feature off.
lesson-tail-latency-remember = The tail is not the mean: even with no queue the p99 is several times the mean service time. Near saturation, queueing lengthens the tail first.

lesson-caches-title = Caches: hits, staleness and the flush
lesson-caches-idea = Hit rate against TTL (r·T), stale answers, and a cold cache at the peak.
lesson-caches-scenario-name = Lesson: the cache at noon
lesson-caches-scenario-briefing = 12:00, 1125 requests per second, a 60 s TTL. At minute 20 the cache is flushed.
lesson-caches-step-1 = The cache keeps each answer for its TTL, T. With 20 000 hot objects, each is asked for r = λ ÷ 20 000 times a second, and a request is a hit unless the copy has expired: the hit rate is r·T ÷ (1 + r·T). Guess the hit rate at minute 3, with λ = 1125 requests per second and T = 60 s.
lesson-caches-step-1-question = Cache hit rate at minute 3?
lesson-caches-step-1-why = r = 1125 ÷ 20 000 ≈ 0.056 per second, r·T ≈ 3.4, and 3.4 ÷ 4.4 ≈ 77 %.
lesson-caches-step-1-hint-1 = r·T is how many times an object is asked for during one TTL.
lesson-caches-step-1-hint-2 = r = 0.05625 per second, so r·T = 3.375.
lesson-caches-step-2 = A longer TTL gives more hits but older answers: the mean age of a cached answer grows with T. Watch the database load and the age of the answers. At minute 20 the cache is flushed, at the day's peak.
lesson-caches-step-2-hint-1 = Cache age is how old, on average, the answer a user gets is.
lesson-caches-step-3 = The cache is empty and every request goes to the database. Get the hit rate back above 75 % by the end (minute 60), and keep the p99 under 500 ms from minute 25. The warm-up job fills the cache fast, but adds 600 queries a second to the database while it runs.
lesson-caches-step-3-hint-1 = Left alone, the cache refills with a time constant of 30 minutes: too slow.
lesson-caches-step-3-hint-2 = A warm-up while the database is nearly full refills slowly and adds to its load: make room first.
lesson-caches-step-3-hint-3 = Turn the heavy feature off (one query less per request), then start the warm-up around minute 30.
lesson-caches-remember = Hit rate = r·T ÷ (1 + r·T): a longer TTL buys hits with staleness. A cold cache sends its whole load to the database; refill it when the database has room.

lesson-error-budgets-title = Error budgets and burn rate
lesson-error-budgets-idea = Why the page fires at 14.4× on two windows, and why a slow burn never pages.
lesson-error-budgets-scenario-name = Lesson: a small regression
lesson-error-budgets-scenario-briefing = 09:00, a full error budget. At minute 5 a build goes out that fails 1 % of requests.
lesson-error-budgets-step-1 = The SLO is 99.9 %: the error budget is 0.1 % of the month's requests. The burn rate is the error rate ÷ 0.1 %; at 1× the budget lasts exactly the month. At minute 5 a build goes out that fails 1 % of requests. Guess the 1-hour burn rate at minute 35.
lesson-error-budgets-step-1-question = 1-hour burn rate at minute 35?
lesson-error-budgets-step-1-why = 1 % errors burn at 10×; over the last hour, 30 of the 60 minutes had them: 10 × 30 ÷ 60 = 5×.
lesson-error-budgets-step-1-hint-1 = The burn rate over an hour is the mean of its minutes' burn rates.
lesson-error-budgets-step-1-hint-2 = 1 % ÷ 0.1 % = 10× while the build serves.
lesson-error-budgets-step-2 = The page fires only when both the 1-hour and the 5-minute burn rates are above 14.4×: at that pace 2 % of the month's budget goes in an hour. This build burns at 10×: it will never page, yet it would spend the month's budget in three days. Nobody will wake you; act on the chart. Roll back by minute 45, and end with more than 98.5 % of the budget.
lesson-error-budgets-step-2-hint-1 = A burn under 14.4× is a ticket, not a page: still worth fixing today.
lesson-error-budgets-step-2-hint-2 = The errors began with the deploy marker at minute 5.
lesson-error-budgets-step-2-hint-3 = Press “Roll back to the last good build”: the last good build takes the traffic 5 minutes later.
lesson-error-budgets-remember = Burn rate = error rate ÷ error budget. The page is for fast burns (14.4× on two windows); a slow burn never pages but still empties the budget.

lesson-autoscaling-title = Autoscaling and the boot delay
lesson-autoscaling-idea = Target tracking follows the load; with slow boots it needs headroom before a surge.
lesson-autoscaling-scenario-name = Lesson: an announced surge
lesson-autoscaling-scenario-briefing = 08:00. At minute 20 the traffic climbs to 2.5× in 5 minutes and stays 40 minutes. Instances take 8 minutes to boot.
lesson-autoscaling-step-1 = Target tracking adds instances when utilization is above its target (60 %) and removes them slowly when it is below. Here a new instance takes 8 minutes to boot. The surge is announced: at minute 20 the traffic climbs to 2.5× in 5 minutes and stays 40 minutes. Get ready before minute 20, so that the page never fires.
lesson-autoscaling-step-1-hint-1 = The autoscaler aims at its target: a lower target keeps spare capacity running.
lesson-autoscaling-step-1-hint-2 = At 2.5× the traffic, 60 % becomes 150 %: you need room for it before the ramp, because boots take 8 minutes.
lesson-autoscaling-step-1-hint-3 = Set Minimum instances to 22 before minute 12, or the target utilization to 40 % at once.
lesson-autoscaling-step-2 = Before you play on: what utilization will your fleet show at minute 30, on the plateau of the surge?
lesson-autoscaling-step-2-question = Utilization at minute 30?
lesson-autoscaling-step-2-why = Utilization is λ·S ÷ N: 2.5 × the traffic over the instances serving by then. Above the target the autoscaler launches more, 8 minutes away.
lesson-autoscaling-step-2-hint-1 = Count the instances that will be serving at minute 30, and the traffic: 2.5 × about 1070 requests per second.
lesson-autoscaling-step-3 = Play to the end (minute 90): the page must never fire and at least 99.5 % of the budget must be left.
lesson-autoscaling-step-3-hint-1 = If the page fired, Restart and prepare earlier.
lesson-autoscaling-remember = Autoscaling follows load; it does not foresee it. With slow boots, keep headroom (a lower target, a higher floor) before a known surge.

lesson-rollback-or-scale-title = Roll back or scale?
lesson-rollback-or-scale-idea = Errors that capacity cannot fix: the bad deploy.
lesson-rollback-or-scale-scenario-name = Lesson: a bad deploy
lesson-rollback-or-scale-scenario-briefing = 09:00, a fifth of the month's error budget left. At minute 10 a new build goes out.
lesson-rollback-or-scale-step-1 = At minute 10 a new build goes out. Watch the error chart and the deploy marker on it.
lesson-rollback-or-scale-step-1-hint-1 = The marker on the charts shows when the build went out.
lesson-rollback-or-scale-step-2 = 5 % of requests fail since the deploy. Suppose you add capacity: set Minimum instances to 20 and guess the error rate at minute 20.
lesson-rollback-or-scale-step-2-question = Error rate at minute 20?
lesson-rollback-or-scale-step-2-why = The errors come from the build's code, not from a lack of capacity: every instance runs it, so 5 % of requests still fail however many instances serve.
lesson-rollback-or-scale-step-2-hint-1 = Does a bug go away on a bigger fleet?
lesson-rollback-or-scale-step-3 = Capacity cannot fix a bad build. Roll back by minute 30, and get the errors under 1 % from minute 40 to the end (minute 60).
lesson-rollback-or-scale-step-3-hint-1 = What changed at minute 10?
lesson-rollback-or-scale-step-3-hint-2 = The rollback prepares the last good build for 5 minutes, then switches the traffic.
lesson-rollback-or-scale-step-3-hint-3 = Press “Roll back to the last good build” now.
lesson-rollback-or-scale-remember = When errors start with a deploy, roll back first and investigate after. Scaling fixes a lack of capacity, not a bug.

lesson-shedding-title = Shedding and graceful degradation
lesson-shedding-idea = Under overload, drop optional work before the essential work fails.
lesson-shedding-scenario-name = Lesson: a database failover
lesson-shedding-scenario-briefing = 11:45. At minute 10 the database fails over: for 15 minutes it serves a fifth of its capacity.
lesson-shedding-step-1 = At minute 10 the database fails over: for 15 minutes the new primary serves a fifth of the queries, 800 a second. Each request makes 3 queries with the heavy feature (recommendations) and 2 without; the cache answers most of them. Watch the database chart.
lesson-shedding-step-1-hint-1 = Database utilization is its queries per second over its capacity.
lesson-shedding-step-2 = The database is full: queries wait and requests time out. More instances would only send more queries. Two levers reduce what reaches it: the heavy feature off (3 queries per request become 2: graceful degradation) and shedding low-priority traffic (up to 30 % of it). Keep the p99 under 500 ms from minute 14 to minute 24, and have recommendations back for everyone by the end (minute 45).
lesson-shedding-step-2-hint-1 = Which control takes a query off every request?
lesson-shedding-step-2-hint-2 = Shedding alone removes 30 % of the traffic, but not enough queries here.
lesson-shedding-step-2-hint-3 = Turn the feature off at once; turn it back on after minute 25, when the database is back.
lesson-shedding-remember = Under overload, degrade gracefully: drop the optional work (a feature, low-priority traffic) before the essential work fails, and restore it when the cause has passed.
