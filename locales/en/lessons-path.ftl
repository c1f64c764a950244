## The lessons added to the path: alerting on burn rate, headroom for a
## failure, the retry storm, queues and timeouts, the outage that outlives
## its cause.

lesson-retry-storm-title = The retry storm
lesson-retry-storm-idea = Retries multiply the load on a failing tier: a two-second slowdown becomes an outage.
lesson-retry-storm-step-1 = The request path: 400 requests per second through a load balancer, two app replicas and a database with 10 connections of 20 ms each, so the database serves 10 ÷ 0.020 s = 500 queries a second: room for the 400. Beyond the seed, a trigger: from 2 s to 4 s one tier runs three times slower (its card is under the stages). Clients retry a failed request twice. Guess first, then press Run: what peak load will the clients offer, retries included?
lesson-retry-storm-step-1-question = Peak offered load, requests per second?
lesson-retry-storm-step-1-why = Once nearly every request fails, each is sent three times (1 + 2 retries): 3 × 400 = 1200 requests a second, on a path sized for 400. The retries triple the load just when the path is weakest.
lesson-retry-storm-step-1-hint-1 = Every failed request is sent again, up to 2 more times.
lesson-retry-storm-step-1-hint-2 = With everything failing, the load tends to (retries + 1) × the fresh load.
lesson-retry-storm-bottleneck = The slowdown ended at 4 s, yet at 10 s every request still fails. Before you fix it, name the bottleneck: the tier that saturated first. Two tiers end up rejecting or queueing; read the drawing and the table step by step.
lesson-retry-storm-bottleneck-question = Which tier is the bottleneck?
lesson-retry-storm-bottleneck-why = The database: slowed three times, it served 500 ÷ 3 ≈ 167 queries a second from 2 s, fewer than the 400 fresh requests, and saturated in the first step of the slowdown (2.25 s). The app saturated only at 3 s, when the retries brought it 800 requests a second for its 640. The bottleneck is the tier that gives up first, not the one that fails loudest.
lesson-retry-storm-bottleneck-hint-1 = Compare, step by step, what reaches each tier with what it can serve.
lesson-retry-storm-bottleneck-hint-2 = The database serves connections ÷ query time, divided by the slowdown while it lasts; the app, replicas × concurrency ÷ service time.
lesson-retry-storm-step-2 = After 4 s the database serves 500 a second again, but the clients keep offering up to 1200 and the app passes it up to 640: its backlog never drains, and every request waits past the 1 s timeout. Without retries the 400 fresh requests would fit. Retries are this lesson’s point: change only the retries, so that the path comes back (at most 5 % failing from 3 s after the slowdown, every tier at most 85 % busy then). More database capacity would also do (the Fix button finds such a change), but the database was big enough for the real load.
lesson-retry-storm-step-2-hint-1 = The database drains only while what reaches it is below 500 a second.
lesson-retry-storm-step-2-hint-2 = With everything failing, the clients offer (retries + 1) × 400; the app passes at most 640.
lesson-retry-storm-step-2-hint-3 = Set load.retries to 0: 400 a second, and the backlog drains at 100 a second.
lesson-retry-storm-remember = You brought the path back by taking the retries away. Retries multiply the load on the tier that is failing, up to (retries + 1) × the fresh load, so a two-second slowdown of a database with room to spare became an outage it could not drain. Limit retries where a tier is already drowning; the last lesson of the path shows remedies that keep them.
