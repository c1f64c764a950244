## The lessons added to the path: alerting on burn rate, headroom for a
## failure, the retry storm, queues and timeouts, the outage that outlives
## its cause.

lesson-burn-rate-alerts-title = Alerting on burn rate
lesson-burn-rate-alerts-idea = A slow regression never trips the fast page; slower windows catch it (beyond the seed: the Workbook’s other two alerts).
lesson-burn-rate-alerts-scenario-name = Lesson: a slow regression
lesson-burn-rate-alerts-scenario-briefing = 08:00, a full error budget, flat traffic. At 08:10 a build goes out that fails 1.25 % of requests. Nothing else changes for six hours.
lesson-burn-rate-alerts-step-1 = The seed’s page fires when the burn rate is at least 14.4× over the last hour and over the last 5 minutes: 2 % of the month’s budget in an hour. At minute 10 a build goes out that fails 1.25 % of the requests; nothing else fails. Guess the 1-hour burn rate at minute 70, when the last hour holds only minutes of the new build.
lesson-burn-rate-alerts-step-1-question = 1-hour burn rate at minute 70?
lesson-burn-rate-alerts-step-1-why = 1.25 % ÷ 0.1 % = 12.5×, under the page’s 14.4×: however long this lasts, that page never fires. Yet at 12.5× the month’s budget is gone in 43 200 ÷ 12.5 = 3 456 minutes, less than two and a half days.
lesson-burn-rate-alerts-step-1-hint-1 = The burn rate is the error rate ÷ the error budget, 0.1 %.
lesson-burn-rate-alerts-step-1-hint-2 = From minute 10 on, every minute of the hour fails 1.25 % of the requests.
lesson-burn-rate-alerts-step-2 = Beyond the seed, the Site Reliability Workbook sets two slower alerts beside that page (ch. 5): a second page when the burn rate is at least 6× over 6 hours and over 30 minutes (5 % of the budget in 6 hours), and a ticket at 1× over 3 days and over 6 hours (10 % in 3 days). Their windows, like the 1-hour one, start filled with the opening minute, which had no errors. The errors chart draws them, and the line under the metrics says where they stand. Guess the 6-hour burn rate at minute 130.
lesson-burn-rate-alerts-step-2-question = 6-hour burn rate at minute 130?
lesson-burn-rate-alerts-step-2-why = From minute 10 to minute 130 the build failed for 121 minutes at 12.5×; the other 239 minutes of the 6-hour window count the opening minute’s 0×: 12.5 × 121 ÷ 360 ≈ 4.20×. The 30-minute window is already at 12.5×: the page waits for the long window too, so that a short blip wakes no one.
lesson-burn-rate-alerts-step-2-hint-1 = A window’s burn rate is the mean of its minutes’ burn rates: 360 of them for 6 hours.
lesson-burn-rate-alerts-step-2-hint-2 = 121 minutes at 12.5× and 239 at 0×: 12.5 × 121 ÷ 360.
lesson-burn-rate-alerts-step-3 = Play on: the run stops when the 6-hour burn rate reaches 6× (the 30-minute one is far above it) and the second page fires. Guess how much of the month’s error budget is left then.
lesson-burn-rate-alerts-step-3-question = Error budget left when the second page fires?
lesson-burn-rate-alerts-step-3-why = The page needs 6 × 360 = 2 160 burn-minutes in its window: at 12.5× that is 172.8 minutes, so it fires in the 173rd minute of the build, minute 182 (11:02). Each minute at 12.5× spends 12.5 ÷ 43 200 of the month’s budget: 173 × 12.5 ÷ 43 200 ≈ 5.0 % spent, 95.0 % left. That is the alert’s design: 5 % of the budget in 6 hours.
lesson-burn-rate-alerts-step-3-hint-1 = The page fires once the 6-hour window holds 6 × 360 burn-minutes.
lesson-burn-rate-alerts-step-3-hint-2 = Each minute at 12.5× spends 12.5 ÷ 43 200 of the month’s budget.
lesson-burn-rate-alerts-step-4 = The second page fires: act on it now. The new build is the cause: roll it back (it takes 5 minutes to prepare). Then watch the page: it goes quiet about 20 minutes after you act, when the 30-minute burn rate falls under 6×, although the 6-hour one stays above 6× for hours. The short window is what lets a page resolve once its cause is gone. Had you waited for the ticket, it would have opened at minute 355 (13:55), with 10 % of the budget spent.
lesson-burn-rate-alerts-step-4-hint-1 = Roll back within a few minutes of the page: by minute 190.
lesson-burn-rate-alerts-step-4-hint-2 = Press “Roll back to the last good build” now; traffic switches to the last good build 5 minutes later.
lesson-burn-rate-alerts-remember = You rolled back on the second page. A regression at 12.5× never trips the 14.4× page, however long it lasts; the Workbook’s 6-hour page caught it after 5 % of the budget, and its 30-minute window let it go quiet soon after your rollback. Alert on several windows: fast ones for big burns, slow ones for slow burns, each with a short window so that it resolves.

lesson-headroom-title = Headroom for a failure
lesson-headroom-idea = Size the fleet for the day a zone goes dark: N + 1.
lesson-headroom-scenario-name = Lesson: a zone goes dark
lesson-headroom-scenario-briefing = 10:00, flat traffic of 1400 requests per second, nine instances over three zones, autoscaling off. At 10:20 one zone goes dark. Instances boot in 8 minutes.
lesson-headroom-step-1 = Nine instances, spread over three zones, serve 1400 requests a second. Each request holds one of an instance’s 16 workers for 73.6 ms (the model reference’s utilization line shows it). Guess the fleet’s utilization at minute 5.
lesson-headroom-step-1-question = Utilization at minute 5?
lesson-headroom-step-1-why = Little’s law: { $requests } × { $service } s ≈ { $busy } busy workers out of { $instances } × 16 = { $workers }: { $saturated ->
        [yes] more than the fleet has, so it is full (100 %) and turns away { $turned_away } % of the requests.
       *[no] { $busy } ÷ { $workers } ≈ { $utilization } %. Comfortable, on a normal day.
    }
lesson-headroom-step-1-hint-1 = Busy workers = arrivals × time per request; utilization = busy workers ÷ workers.
lesson-headroom-step-1-hint-2 = 1400 × 0.0736 ≈ 103; 9 × 16 = 144.
lesson-headroom-step-2 = At minute 20 one of the three zones goes dark and takes a third of the serving instances with it (rounded: 3 of 9, 4 of 12). Autoscaling is off: the floor relaunches what was lost, but an instance needs 8 minutes to boot, and so does any you add now (decide before minute 12). Set Minimum instances so that the instances left after the loss carry the 1400 requests a second without errors and at most 85 % busy, and pay for no instance more than that takes.
lesson-headroom-step-2-hint-1 = 103 busy workers at 85 % need 103 ÷ 0.85 ≈ 121 workers: 8 instances must survive the loss.
lesson-headroom-step-2-hint-2 = The loss takes a third: the fleet must be 8 ÷ (2/3) = 12.
lesson-headroom-step-2-hint-3 = Set Minimum instances to 12 before minute 12.
lesson-headroom-step-3 = Now guess the fleet’s utilization at minute 20, right after the loss, with the floor you set.
lesson-headroom-step-3-question = Utilization at minute 20, after the loss?
lesson-headroom-step-3-why = The same 103 busy workers on what is left. With 12 instances, 4 are lost and 8 × 16 = 128 workers remain: 103 ÷ 128 ≈ 80.5 %. With the 9 you started with, 6 would be left: 103 busy workers on 96 is more than the fleet can do, and requests fail until the relaunched instances boot.
lesson-headroom-step-3-hint-1 = The busy workers stay about 103; divide by 16 × the instances that survive.
lesson-headroom-step-4 = Play to the end (minute 60). The extra instances cost money every minute of every normal day: that is the price of N + 1.
lesson-headroom-step-4-hint-1 = Fleet cost = instances × $0.40 an hour: 12 instances cost $4.80 an hour.
lesson-headroom-remember = You sized the fleet for the failure: 12 instances, so that the 8 left when a zone goes dark stay under 85 % busy, and no more. N + 1 is capacity that idles on a normal day and is all that serves on the bad one: autoscaling cannot boot it in time.

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

lesson-queues-and-timeouts-title = Queues and timeouts
lesson-queues-and-timeouts-idea = By Little’s law, a queue longer than timeout × throughput holds only requests that will time out.
lesson-queues-and-timeouts-step-1 = A queue in front of workers: 30 % of the 400 requests a second become jobs, 120 a second. Eight workers take 75 ms a job; the queue holds up to 1000 jobs. The clients give up after 1 s and do not retry here. Guess first, then press Run: how busy will the busiest tier be, at its peak?
lesson-queues-and-timeouts-step-1-question = Peak utilization of the busiest tier?
lesson-queues-and-timeouts-step-1-why = The workers serve 8 ÷ 0.075 s ≈ 106.7 jobs a second and 120 arrive: ρ = 120 ÷ 106.7 = 112.5 %. Above 100 % the queue grows, here by 13.3 jobs every second.
lesson-queues-and-timeouts-step-1-hint-1 = Utilization ρ = what arrives ÷ what the tier serves.
lesson-queues-and-timeouts-step-1-hint-2 = The workers serve workers ÷ job time; jobs are 30 % of the requests.
lesson-queues-and-timeouts-step-2 = From 7 s on every job fails, although the workers never stop. Little’s law: a job waits behind the backlog for backlog ÷ throughput, here backlog ÷ 106.7 s. The client gives up after 1 s, and the load balancer, the app and the job itself take 125.5 ms of it: a job may wait 874.5 ms, so a queue longer than what the workers finish in that wait only holds jobs that will time out, and the workers serve answers nobody reads. Without faster or more workers, make fewer than 5 % of the requests fail over the ten seconds: size the buffer, or have the servers drop expired work (beyond the seed).
lesson-queues-and-timeouts-step-2-hint-1 = The longest useful queue is how long a job may wait × the jobs served per second.
lesson-queues-and-timeouts-step-2-hint-2 = 0.8745 s × 106.7 jobs a second ≈ 93 jobs.
lesson-queues-and-timeouts-step-2-hint-3 = Set queue.buffer to 93 or less, or switch on “Servers drop expired work” (deadline.on).
lesson-queues-and-timeouts-remember = You cut the queue to what the workers can finish before the client gives up (or let the servers drop expired work). By Little’s law a queue holds backlog ÷ throughput of waiting: past timeout × throughput it only stores failures, and keeps the workers busy on them.

lesson-metastable-failure-title = The outage that outlives its cause
lesson-metastable-failure-idea = A short trigger, and the retries keep the path down after it is gone: a metastable failure.
lesson-metastable-failure-step-1 = This database has 12 connections of 20 ms: 600 queries a second for 400 fresh requests, 67 % busy. From 2 s to 4 s it runs four times slower (the trigger, beyond the seed); at 4 s it is back to full speed. Clients retry twice. Guess first, then press Run: what share of the requests still fails in the last step, at 10 s, six seconds after the trigger ended?
lesson-metastable-failure-step-1-question = Failing share in the last step, at 10 s?
lesson-metastable-failure-step-1-why = All of them, 100 %. During the slowdown requests time out and are retried: the clients offer up to 3 × 400 = 1200 a second, and the app passes the database up to 640, more than its 600 even at full speed. Its backlog keeps growing and every read waits past the 1 s timeout. A trigger pushed the path into a state that the retries sustain: a metastable failure.
lesson-metastable-failure-step-1-hint-1 = After 4 s the database serves 600 a second again. How much do the clients send it?
lesson-metastable-failure-step-1-hint-2 = Each failed request is sent again, up to twice; the app passes at most 640 a second.
lesson-metastable-failure-step-2 = Are the retries what keeps it down? Set load.retries to 0, then guess: what share fails in the last step now?
lesson-metastable-failure-step-2-question = Failing share at 10 s, without retries?
lesson-metastable-failure-step-2-why = None, 0 %: without retries only the 400 fresh requests arrive, fewer than the 600 the database serves once the trigger is over; from 4.25 s nothing fails, and the backlog drains at 200 a second. The retries, not the slowdown, kept it down.
lesson-metastable-failure-step-2-hint-1 = Without retries, how much reaches the database after 4 s, and how much does it serve?
lesson-metastable-failure-step-3 = Clients retry for good reasons (a lost packet, a server restarting), so set the retries back to 2. Beyond the seed, under the stages, are five remedies for a retry storm. Bring the path back with one of them, switched on as it comes.
lesson-metastable-failure-step-3-hint-1 = Which remedy cuts what the clients send while the database is drowning?
lesson-metastable-failure-step-3-hint-2 = Backoff alone spreads the retries out but still sends them all: not enough here.
lesson-metastable-failure-step-3-hint-3 = A retry budget sends retries only up to 10 % of the fresh load, 440 a second at most: switch on “Retry budget” (budget.on).
lesson-metastable-failure-remember = You kept the clients’ retries and still brought the path back, with a remedy that limits the load the retries sustain. A metastable failure outlives its trigger: find the sustaining effect (here the retries) and cut it (a retry budget, a circuit breaker, servers that drop expired work, adaptive throttling) rather than buying capacity for every trigger.
