# On-call simulator. The help lines, metric names, briefings and the opening
# paragraph are the seed page's own wording.

oncall-intro = You are on call for a web service: a load balancer in front of a fleet of instances, a cache in front of a database, and a 99.9 % availability objective. Every minute the model computes queueing delay, timeouts, cache hits and database load from textbook formulas — and what your decisions cost.

## Scenarios and run controls

oncall-scenario = Scenario
oncall-scenario-free-play = Free play
oncall-scenario-bad-deploy = Bad deploy
oncall-scenario-surge = Traffic surge
oncall-scenario-cache-flush = Cache flush
oncall-briefing = Briefing
oncall-briefing-free-play = Free play from 08:00: a base load of 1000 req/s, the whole error budget and no incident. Explore the controls and watch what each one does to latency, errors and cost.
oncall-briefing-bad-deploy = A new build goes out at 09:10. The month has already been rough: only 20 % of the error budget is left. Minutes after the deploy the burn-rate page fires. Protect the budget.
oncall-briefing-surge = A link to the service is spreading fast and a traffic surge is expected some time this morning — nobody knows when, or how big. New instances need 8 minutes to boot today. When it comes, keep errors and latency down without burning money on idle capacity.
oncall-briefing-cache-flush = At the midday peak a maintenance script flushes the whole cache. Every request now goes to the database, which was sized for the usual 85 % hit rate. Get the service back without overloading the database.
oncall-seed = Seed
oncall-restart = Restart
oncall-play = Play
oncall-pause = Pause
oncall-step = Step one minute
oncall-speed = Speed
oncall-clock = Time of day
oncall-noise = Random noise

## Controls, in the seed's order: label, then help line

oncall-controls = Controls
oncall-on = On
oncall-off = Off
oncall-min-instances = Minimum instances
oncall-min-instances-help = Floor for the fleet. Raising it launches instances at once — they still need the boot delay before serving.
oncall-autoscaling = Autoscaling
oncall-autoscaling-help = Target tracking on utilization; no new scale-out while instances are still booting. Off = exactly the minimum.
oncall-target-utilization = Target utilization
oncall-target-utilization-help = Lower = more headroom and more cost. Measured utilization cannot exceed 100 %, so a saturated fleet grows only step by step.
oncall-cache-ttl = Cache TTL
oncall-cache-ttl-help = Longer TTL = more hits, but answers can be older (mean age ≈ TTL/2).
oncall-warm-up = Start cache warm-up job
oncall-warm-up-help = Loads hot keys for 6 minutes (+12 % of the cache per minute) at the price of 600 extra database queries/s.
# $minutes (number) whole minutes until the warm-up job ends
oncall-warm-up-running = Warm-up running, { $minutes } min left
oncall-shedding = Load shedding
oncall-shedding-help = Share of the low-priority 30 % (prefetch, batch, crawlers) rejected at the load balancer with “retry later”.
oncall-heavy-feature = Heavy feature (recommendations)
oncall-heavy-feature-help = The heavy feature adds 20 ms of CPU and one database query per request. Off = graceful degradation.
oncall-rollback = Roll back to the last good build
oncall-rollback-help = Redeploys the last good build on a fresh fleet (5 min, billed twice), then switches traffic. Pressing again restarts the preparation; with no bad build live it only costs money.
# $minutes (number) whole minutes until traffic switches to the last good build
oncall-rollback-preparing = Preparing the rollback, { $minutes } min left

## Metrics table, in the seed's order, then the extra metrics

oncall-metrics = Metrics
oncall-metric-burn-1h = Burn rate (1 h)
oncall-metric-requests = Requests
oncall-metric-serving = Instances serving
oncall-metric-booting = Instances booting
oncall-metric-cache-hit = Cache hit rate
oncall-metric-db-utilization = Database utilization
oncall-metric-shed = Traffic shed
oncall-metric-fleet-cost = Fleet cost
oncall-metric-cost-so-far = Cost so far
oncall-metric-cache-age = Mean age of cached answers
oncall-metric-bad-build = Traffic on the bad build
oncall-metric-recommendations = Recommendations available
oncall-metric-budget-left = Error budget left
oncall-metric-p99 = p99 latency
oncall-metric-error-rate = Error rate
oncall-metric-utilization = Fleet utilization
oncall-metric-timeouts = Timeouts

## Paging and the error breakdown

oncall-paging-short = PAGE
oncall-paging-banner = PAGE: the 1 h and 5 min burn rates are both above 14.4× — at this pace 2 % of the month’s error budget is gone in an hour.
oncall-why-failing = Why requests are failing
oncall-cause-bad-build = Errors from the bad build
oncall-cause-timeouts = Timeouts (waited longer than 2 s)
oncall-cause-saturation = Saturated fleet (more work than workers)
oncall-cause-shed = Shed at the load balancer

## Charts (series and plot titles; units after a comma)

oncall-chart-traffic = Traffic, req/s
oncall-chart-capacity = Serving capacity, req/s
oncall-chart-p99 = p99 latency, ms
oncall-chart-timeout = Client timeout (2 s)
oncall-chart-errors = Error rate, %
oncall-chart-burn = Burn rate (1 h)
oncall-chart-page-line = Page threshold (14.4×)
oncall-chart-instances = Instances
oncall-chart-cache-db = Cache hit rate and database utilization, %
oncall-chart-budget-cost = Error budget left and cost
# A moment of a run longer than a day, on the time axis: "day 2, 08:00".
oncall-chart-day-clock = day { $day }, { $clock }

## Timeline events

oncall-events = Events
oncall-event-deploy = New build deployed
oncall-event-page = Page: burn rate above 14.4×
oncall-event-page-end = Page resolved
oncall-event-rollback-switch = Rollback done: traffic switched to the last good build
oncall-event-flush = Cache flushed by a maintenance script
oncall-event-db-capacity = The database serves { $share } of its capacity (a slow replica or a failover)
oncall-event-db-restored = The database serves all its capacity again
oncall-event-instances-lost = { $count ->
        [one] { $count } serving instance lost (a zone went down)
       *[other] { $count } serving instances lost (a zone went down)
    }
oncall-event-surge = Traffic surge begins
oncall-event-warm-up-done = Cache warm-up finished

## Chart markers: short, in words.
oncall-marker-deploy = New build out
oncall-marker-page = Page
oncall-marker-page-end = Page resolved
oncall-marker-rollback-switch = Rolled back
oncall-marker-flush = Cache flushed
oncall-marker-db-capacity = Database capacity down
oncall-marker-db-restored = Database capacity back
oncall-marker-instances-lost = Instances lost
oncall-scenario-broken = { $name } (cannot be played: hover for why)
oncall-scenario-open = Open scenario file…
oncall-marker-surge = Surge begins
oncall-marker-warm-up-done = Warm-up done
oncall-marker-min-instances = Minimum instances → { $value }
oncall-marker-autoscaling-on = Autoscaling on
oncall-marker-autoscaling-off = Autoscaling off
oncall-marker-target = Target utilization → { $value }
oncall-marker-ttl = Cache TTL → { $value }
oncall-marker-warm-up = Warm-up started
oncall-marker-shed = Shedding → { $value }
oncall-marker-feature-on = Heavy feature on
oncall-marker-feature-off = Heavy feature off
oncall-marker-rollback = Rollback pressed
oncall-seed-invalid = The seed “{ $text }” is not a whole number from 0 to { $max }.

## A scenario file, said minute by minute (sre-sim scenario check)

# $clock (string) the time and the minute, $minute (number)
oncall-scenario-file-list = { $name }, from { $clock }, { $minutes } min
oncall-scenario-file-list-broken = ✖ cannot be played
oncall-scenario-example = example
oncall-scenario-example-hover = An example built into the app: sre-sim scenario show { $scenario } prints its file
oncall-scenario-file-at = { $clock } (minute { $minute })
# $from, $to (string) the ends of a range drawn from the seed
oncall-scenario-file-drawn = { $from } to { $to } (drawn from the seed)
oncall-scenario-file-opening = { $clock }: { $count ->
        [one] { $count } instance serving
       *[other] { $count } instances serving
    } (the floor), autoscaling { $setting ->
        [on] on
       *[off] off
    } at a { $value } target, cache TTL { $text } s, heavy feature { $expected ->
        [on] on
       *[off] off
    }, instances boot in { $minutes } min; { $budget } of the month's error budget left.
oncall-scenario-file-bad-build = { $clock }: a bad build goes out and takes all traffic (+{ $value } errors, ×{ $text } CPU) until a rollback.
oncall-scenario-file-flush = { $clock }: the cache is emptied.
oncall-scenario-file-db-for = { $clock }: the database serves { $value } of its capacity for { $minutes } min, then all of it again.
oncall-scenario-file-db-on = { $clock }: the database serves { $value } of its capacity until the end.
oncall-scenario-file-instance-loss = { $clock }: { $value } of the serving instances are lost (a zone goes down).
oncall-scenario-file-traffic-diurnal = Traffic: { $value } req/s on the daily curve (peak at 12:00).
oncall-scenario-file-traffic-flat = Traffic: { $value } req/s all day, flat.
oncall-scenario-file-serving = { $count ->
        [one] At the start { $count } instance serves, above the floor.
       *[other] At the start { $count } instances serve, above the floor.
    }
oncall-scenario-file-surge = { $clock }: a traffic surge ramps over { $minutes } min to { $value } × the traffic, holds { $text } min and fades over { $n } min.
oncall-scenario-file-end = { $clock }: the scenario ends ({ $minutes } min).
# On a narrow window (a phone), the on-call tab shows one pane at a time.
oncall-pane-charts = Numbers and charts
