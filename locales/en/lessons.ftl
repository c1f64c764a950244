# The built-in lessons' texts (src/lesson/lessons/*.ron name them).

lesson-utilization-title = Utilization and Little's law
lesson-utilization-idea = How busy a fleet is: arrivals × time per request ÷ workers.
lesson-utilization-scenario-name = Lesson: a quiet noon
lesson-utilization-scenario-briefing = 12:00, flat traffic of 1125 requests per second, ten instances, autoscaling off.
lesson-utilization-step-1 = Little's law: the workers busy at once are the arrival rate times the time each request holds a worker, a = λ·S. The fleet has N = instances × 16 workers, and its utilization is a ÷ N. Here λ = 1125 requests per second, each request holds a worker about 74 ms (50 ms of CPU, 20 ms for the heavy feature, a few for the database), and ten instances give 160 workers.
lesson-utilization-step-1-question = What utilization will the fleet show at minute 5?
lesson-utilization-step-1-why = a = { $requests } × { $service } s ≈ { $busy } busy workers out of { $workers }: { $saturated ->
        [yes] more than the fleet has, so it is full (100 %) and turns away { $turned_away } % of the requests.
       *[no] { $busy } ÷ { $workers } ≈ { $utilization } %.
    }
lesson-utilization-step-1-hint-1 = Multiply the arrival rate by the time per request: that is how many workers are busy at once.
lesson-utilization-step-1-hint-2 = 1125 × 0.0742 ≈ 83.5 busy workers; divide by 10 × 16 = 160.
lesson-utilization-step-2 = Half the fleet is idle, and you pay for it. Bring utilization between 60 % and 80 % from minute 15 to the end (minute 30): a busier fleet, still well short of 100 %, where waiting grows fast (a later lesson). Autoscaling is off, so the fleet is exactly Minimum instances.
lesson-utilization-step-2-hint-1 = Same busy workers, fewer workers: utilization rises. Which N puts 83.5 ÷ N between 0.6 and 0.8?
lesson-utilization-step-2-hint-2 = N between 105 and 139 workers: 7 or 8 instances (112 or 128 workers).
lesson-utilization-step-2-hint-3 = Set Minimum instances to 8 before minute 15, then play to the end.
lesson-utilization-remember = Utilization = λ·S ÷ N (Little's law). Double the traffic or the time per request and you double the busy workers: the fleet you need follows from the two.

lesson-tail-latency-title = The tail is not the mean
lesson-tail-latency-idea = Why the p99 is several times the mean, and what shortens it.
lesson-tail-latency-scenario-name = Lesson: a calm noon
lesson-tail-latency-scenario-briefing = 12:00, flat traffic of 900 requests per second on six instances, autoscaling off: the fleet is at 70 %.
lesson-tail-latency-step-1 = A request holds a worker about 75 ms on average here, but service times vary: most requests are quick, a few are slow. The model's service times are exponential, and the 99th percentile of an exponential time is ln(100) ≈ 4.6 times its mean. The p99 is the time that 99 % of requests beat. At 70 % a request almost never waits for a worker. Guess the p99 at minute 5.
lesson-tail-latency-step-1-question = p99 latency at minute 5?
lesson-tail-latency-step-1-why = { $saturated ->
        [yes] The fleet you left is full: requests wait or fail, and the p99 is { $p99_ms } ms. With the fleet as it was, almost no request waited: the p99 was the service time's own tail, 4.6 × its mean of { $service_ms } ms.
       *[no] With almost no wait, the p99 is the service time's own tail: 4.6 × { $service_ms } ms ≈ { $p99_ms } ms. The mean is { $service_ms } ms: one request in a hundred takes more than four times as long.
    }
lesson-tail-latency-step-1-hint-1 = The p99 of an exponential time is 4.6 × its mean.
lesson-tail-latency-step-1-hint-2 = 4.6 × 75 ms ≈ 345 ms.
lesson-tail-latency-step-2 = Suppose you doubled the fleet now, to twelve instances (192 workers).
lesson-tail-latency-step-2-question = What would the p99 do?
lesson-tail-latency-step-2-option-half = Fall by about half
lesson-tail-latency-step-2-option-same = Barely move
lesson-tail-latency-step-2-option-more = Rise
lesson-tail-latency-step-2-why = At 70 % almost no request waits, so more workers have almost nothing to take away: the p99 is the service time itself. With twelve instances the model's p99 stays 345 ms, for twice the cost.
lesson-tail-latency-step-2-hint-1 = More workers shorten the wait for a worker, not the work itself.
lesson-tail-latency-step-3 = Get the p99 under 300 ms from minute 10 to the end (minute 30). More capacity will not do it: shorten the work itself.
lesson-tail-latency-step-3-hint-1 = The p99 is 4.6 × the mean service time: what makes a request take 75 ms?
lesson-tail-latency-step-3-hint-2 = The heavy feature (recommendations) adds 20 ms of CPU and a database query to every request.
lesson-tail-latency-step-3-hint-3 = Turn the heavy feature off before minute 10: 4.6 × about 53 ms ≈ 244 ms.
lesson-tail-latency-remember = The tail is not the mean: with exponential service times the p99 is 4.6 × the mean, and when nobody waits, more capacity does not shorten it. You shortened the work, and the tail followed.

lesson-queueing-knee-title = The queueing knee
lesson-queueing-knee-idea = Why latency stays flat, then climbs steeply near full utilization (Erlang C).
lesson-queueing-knee-scenario-name = Lesson: a slow climb
lesson-queueing-knee-scenario-briefing = 12:00, six instances, autoscaling off; from minute 10 the traffic climbs by 41 % in 20 minutes, then holds.
lesson-queueing-knee-step-1 = Six instances, 96 workers, 900 requests per second: the fleet is at 70 % and the p99 is 345 ms, the service time's own tail (the previous lesson). From minute 10 the traffic climbs steadily, to about 1160 requests per second at minute 24 and 1270 at minute 30, then holds until minute 45. Guess the utilization at minute 24.
lesson-queueing-knee-step-1-question = Utilization at minute 24?
lesson-queueing-knee-step-1-why = Utilization is λ·S ÷ N: { $requests } × { $service } s ≈ { $busy } busy workers out of { $workers }, { $saturated ->
        [yes] more than the fleet has: it is full (100 %) and turns away { $turned_away } % of the requests.
       *[no] { $utilization } %. The p99 has barely moved since minute 10.
    }
lesson-queueing-knee-step-1-hint-1 = Utilization = arrival rate × time per request ÷ workers (the first lesson).
lesson-queueing-knee-step-1-hint-2 = 1160 × 0.074 s ≈ 86 busy workers; divide by 96.
lesson-queueing-knee-step-2 = From 70 % to 90 % the p99 rose a little (the chart shows it); the traffic now climbs to about 98 % by minute 30.
lesson-queueing-knee-step-2-question = Which raises the p99 more?
lesson-queueing-knee-step-2-option-first = From 70 % to 90 % (minutes 10 to 24)
lesson-queueing-knee-step-2-option-second = From 90 % to 98 % (minutes 24 to 30)
lesson-queueing-knee-step-2-option-same = About the same
lesson-queueing-knee-step-2-why = Erlang C: a request waits only when every worker is busy. With 96 workers that is rare at first, then, near 100 %, each extra request waits behind the others: the knee. The p99 rose 18 ms from 70 % to 90 %, then 119 ms from 90 % to 98 %, in a third of the climb. The second opinion's exact p99 rises less (343 to 375 ms: the seed's formula adds the wait's tail to the service's and overstates it), but it too rises most in the last few percent.
lesson-queueing-knee-step-2-hint-1 = Compare the p99 at minutes 10 and 24 on the chart; the wait grows fastest near 100 %.
lesson-queueing-knee-step-3 = The traffic holds near 98 % until minute 45. Bring utilization back under 90 % from minute 36 to the end (minute 50), with fewer than eight instances: below the knee, without paying for a fleet that sits idle.
lesson-queueing-knee-step-3-hint-1 = Which N puts 1270 × 0.074 s under 90 % of N workers?
lesson-queueing-knee-step-3-hint-2 = About 94 busy workers ÷ 0.9 ≈ 105 workers: seven instances (112). New instances take 3 minutes to boot: decide by minute 33.
lesson-queueing-knee-step-3-hint-3 = Set Minimum instances to 7 now.
lesson-queueing-knee-remember = Latency stays flat until utilization is high, then climbs steeply: the knee. You brought the fleet back under it with one instance more, not ten: run below the knee, not far below it.

lesson-caches-title = Caches: hits, staleness and the flush
lesson-caches-idea = The hit rate from the request rate and the TTL (r·T), and a cold cache.
lesson-caches-scenario-name = Lesson: the cache at noon
lesson-caches-scenario-briefing = 12:00, 1125 requests per second, a 60 s TTL. At minute 20 the cache is flushed.
lesson-caches-step-1 = The cache keeps each answer for its TTL, T. With 20 000 hot objects, each is asked for r = λ ÷ 20 000 times a second, and a request is a hit unless the copy has expired: the hit rate is r·T ÷ (1 + r·T). Guess the hit rate at minute 3, with λ = 1125 requests per second and T = 60 s.
lesson-caches-step-1-question = Cache hit rate at minute 3?
lesson-caches-step-1-why = r = 1125 ÷ 20 000 ≈ 0.056 per second, r·T ≈ 3.4, and 3.4 ÷ 4.4 ≈ 77 %.
lesson-caches-step-1-hint-1 = r·T is how many times an object is asked for during one TTL.
lesson-caches-step-1-hint-2 = r = 0.05625 per second, so r·T = 3.375.
lesson-caches-step-2 = The cache answers about three requests in four; the database sees only the misses. Watch the database load. At minute 20 (12:20) the cache is flushed.
lesson-caches-step-2-hint-1 = The database's load is the requests × their queries × the share the cache misses.
lesson-caches-step-3 = The cache is empty and every request goes to the database. Get the hit rate back above 75 % by the end (minute 60), keep the p99 under 500 ms from minute 25, and serve recommendations to everyone again by the end. The warm-up job fills the cache fast, but adds 600 queries a second to the database while it runs.
lesson-caches-step-3-hint-1 = Left alone, the cache refills with a time constant of 30 minutes: too slow.
lesson-caches-step-3-hint-2 = A warm-up right away adds 600 queries a second to a database already above 80 %: more requests fail in its first minute, and one run of it started then leaves the cache short of full at the end. Make room first.
lesson-caches-step-3-hint-3 = Turn the heavy feature off (one query less per request), then start the warm-up around minute 30; once the cache is warm, turn the feature back on.
lesson-caches-remember = Hit rate = r·T ÷ (1 + r·T), as you worked out. A cold cache sends its whole load to the database: you made room first (for example the heavy feature off), refilled it, then gave back what you had taken away.

lesson-error-budgets-title = Error budgets and burn rate
lesson-error-budgets-idea = How fast errors spend the budget (the burn rate), and why a slow burn pages late.
lesson-error-budgets-scenario-name = Lesson: a small regression
lesson-error-budgets-scenario-briefing = 09:00, a full error budget. At minute 5 a build goes out that fails 1 % of requests.
lesson-error-budgets-step-1 = The SLO is 99.9 %: the error budget is 0.1 % of the month, and at 1× it lasts exactly 30 days. The burn rate is the error rate ÷ 0.1 %. At minute 5 a build goes out that fails 1 % of requests. Guess the 1-hour burn rate at minute 35.
lesson-error-budgets-step-1-question = 1-hour burn rate at minute 35?
lesson-error-budgets-step-1-why = 1 % errors burn at 10×; over the last hour, 31 of the 60 minutes (5 to 35) had them: 10 × 31 ÷ 60 ≈ 5.2×.
lesson-error-budgets-step-1-hint-1 = The burn rate over an hour is the mean of its minutes' burn rates.
lesson-error-budgets-step-1-hint-2 = 1 % ÷ 0.1 % = 10× while the build serves.
lesson-error-budgets-step-2 = The game's page fires only when both the 1-hour and the 5-minute burn rates are at least 14.4×: at that pace 2 % of the month's budget goes in an hour. This build burns at 10×: it will not fire that fast page, yet it would spend the month's budget in three days. The SRE Workbook pairs the fast page with a slower one (6× over 6 hours and 30 minutes), which would catch a steady 10× burn only after about 3.6 hours. Do not wait for either: act on the chart. Roll back by minute 40, and end with more than 99 % of the budget.
lesson-error-budgets-step-2-hint-1 = A burn under 14.4× does not fire the fast page, but it still spends the budget: at 10× the month's budget lasts three days.
lesson-error-budgets-step-2-hint-2 = The errors began with the deploy marker at minute 5.
lesson-error-budgets-step-2-hint-3 = Press “Roll back to the last good build”: the last good build takes the traffic 5 minutes later.
lesson-error-budgets-remember = Burn rate = error rate ÷ error budget. The fast page is for fast burns (14.4× on two windows); a slower burn pages later, or not before it has spent much of the budget: you read the burn on the chart and acted before any page.

lesson-autoscaling-title = Autoscaling and the boot delay
lesson-autoscaling-idea = Target tracking follows the load; with slow boots it needs headroom before a surge.
lesson-autoscaling-scenario-name = Lesson: an announced surge
lesson-autoscaling-scenario-briefing = 08:00. At minute 20 the traffic climbs to 2.5× in 5 minutes and stays 40 minutes. Instances take 8 minutes to boot.
lesson-autoscaling-step-1 = Target tracking adds instances when utilization is above its target (60 %) and removes them slowly when it is below. Here a new instance takes 8 minutes to boot. The surge is announced: at minute 20 the traffic climbs to 2.5× in 5 minutes and stays 40 minutes. Get ready so that the page never fires, without paying for a surge-sized fleet all day. The run pauses at minute 12: instances launched by then serve when the surge begins.
lesson-autoscaling-step-1-hint-1 = The floor (Minimum instances) launches capacity now; target tracking only reacts to load it has seen.
lesson-autoscaling-step-1-hint-2 = The fleet idles at about 53 % on its floor of 10 instances; at 2.5× the traffic it would need about 130 % of them: you need room before the ramp, because boots take 8 minutes.
lesson-autoscaling-step-1-hint-3 = Set Minimum instances to 22 by minute 12, and back to 10 when the surge has passed (minute 65).
lesson-autoscaling-step-2 = Last moment to prepare. Before you play on: what utilization will your fleet show at minute 30, on the plateau of the surge?
lesson-autoscaling-step-2-question = Utilization at minute 30?
lesson-autoscaling-step-2-why = Utilization is λ·S ÷ N: with the traffic at 2.5 × its usual, { $requests } requests a second × { $service } s ≈ { $busy } busy workers, over the { $workers } workers of the { $instances } instances serving by then: { $saturated ->
        [yes] more than they can take, so the fleet is full (100 %) and turns away { $turned_away } % of the requests.
       *[no] { $utilization } %.
    } Above the target the autoscaler launches more, 8 minutes away.
lesson-autoscaling-step-2-hint-1 = Count the instances that will be serving at minute 30, and the traffic: 2.5 × about 1150 requests per second, about 2880.
lesson-autoscaling-step-3 = Play to the end (minute 90): the page must never fire, at least 99.5 % of the budget must be left, and the fleet must cost less than $12.50 in all (doing nothing costs $10.33): headroom for the surge, not all day.
lesson-autoscaling-step-3-hint-1 = If the page fired, Restart and prepare earlier; if the cost is over, give the headroom back when the surge has passed.
lesson-autoscaling-remember = Autoscaling follows load; it does not foresee it. With slow boots you bought headroom before a known surge, one boot time ahead, and gave it back after.

lesson-rollback-or-scale-title = Roll back or scale?
lesson-rollback-or-scale-idea = Errors that capacity cannot fix: the bad deploy.
lesson-rollback-or-scale-scenario-name = Lesson: a bad deploy
lesson-rollback-or-scale-scenario-briefing = 09:00, a fifth of the month's error budget left. At minute 10 a new build goes out.
lesson-rollback-or-scale-step-1 = At minute 10 a new build goes out. Watch the error chart and the deploy marker on it.
lesson-rollback-or-scale-step-1-hint-1 = The marker on the charts shows when the build went out.
lesson-rollback-or-scale-step-2 = Requests have failed since the deploy. Suppose you add capacity: set Minimum instances to 20. What will the error rate be at minute 20?
lesson-rollback-or-scale-step-2-question = With 20 instances, the error rate at minute 20 will be…
lesson-rollback-or-scale-step-2-option-lower = lower
lesson-rollback-or-scale-step-2-option-same = the same
lesson-rollback-or-scale-step-2-option-higher = higher
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
lesson-shedding-scenario-briefing = 11:45. At minute 10 the database fails over: for 15 minutes it serves 13 % of its capacity.
lesson-shedding-step-1 = At minute 10 the database fails over: for 15 minutes the new primary serves 13 % of its capacity, 520 queries a second. Each request makes 3 queries with the heavy feature (recommendations) and 2 without; the cache answers most of them. Before you play: what will more instances do once the database is full?
lesson-shedding-step-1-question = With the database full, more instances will…
lesson-shedding-step-1-option-fix = bring the p99 back under 500 ms
lesson-shedding-step-1-option-half = stop the failures, but leave the p99 over a second
lesson-shedding-step-1-option-worse = make it worse
lesson-shedding-step-1-why = Left alone, the autoscaler triples the fleet by minute 18 (29 instances): the failures stop, but every request still waits on the database, and the p99 stays at 1.05 s. The database's load is the traffic × queries per request × the cache's misses, whatever the number of instances.
lesson-shedding-step-1-hint-1 = Database utilization is its queries per second over its capacity.
lesson-shedding-step-2 = The database is full: every query waits, each request holds its worker longer, and requests fail for want of workers. Two levers reduce what reaches it: the heavy feature off (3 queries per request become 2: graceful degradation) and load shedding (it rejects a share of the low-priority 30 % of the traffic). The TTL stays at 60 s: the product will not serve older answers. Keep the p99 under 500 ms from minute 14 to minute 24, then give everything back by the end (minute 45): recommendations for everyone, and no traffic shed.
lesson-shedding-step-2-hint-1 = Which control takes a query off every request? Which takes whole requests away?
lesson-shedding-step-2-hint-2 = Either lever alone leaves the database full: the feature off brings the p99 to about 700 ms, shedding alone to about 1.3 s. Use both.
lesson-shedding-step-2-hint-3 = Turn the feature off and shed all the low-priority traffic at once; undo both after minute 25, when the database is back.
lesson-shedding-remember = Under overload you degraded gracefully: you dropped the optional work (a feature, the low-priority traffic) so that the essential work was served, and restored it when the cause had passed. More instances do not lighten a database.

