# The glossary (src/glossary.rs): for each term its name, glossary-<id>, and
# its definition, glossary-<id>-definition, at most two lines (240
# characters). The definitions follow the relations of the model reference
# (reference.ftl, assumptions.ftl, second-opinion.ftl) and their sources.

glossary-title = Glossary
glossary-intro = The words of the simulator, as its models use them. A name in the link colour opens the relation that computes it.
glossary-go-to-relation = Show the relation that computes it

## The queue

glossary-utilization = Utilization
glossary-utilization-definition = The share of the workers that are busy: λ·S / N, the arrival rate times the service time over the workers. Queues grow fast near 100 %, and measured utilization never exceeds it.
glossary-littles-law = Little’s law
glossary-littles-law-definition = In a steady system the mean number of requests inside equals the arrival rate times the mean time each spends there: L = λW. With W = S it counts the busy workers, λ·S.
glossary-erlang-c = Erlang C
glossary-erlang-c-definition = The probability that an arriving request finds all N workers busy and must wait: C(a, N), with a = λ·S the offered load in erlangs. It is 1 once a ≥ N.
glossary-queueing-delay = Queueing delay
glossary-queueing-delay-definition = The time a request waits for a free worker before its service starts: P(W > t) = C·e^(−(N/S − λ)·t). It climbs steeply as utilization nears 100 %.
glossary-p99 = p99 (tail latency)
glossary-p99-definition = The response time 99 % of requests beat; the slowest 1 % take longer. The model adds the service and the waiting quantiles (an approximation) and caps it at the 2 s timeout.
glossary-timeout = Timeout
glossary-timeout-definition = How long a client waits before giving up: 2 s here. The share of requests that wait longer for a worker, P(W > 2 s), fails and counts against the SLO.
glossary-error-rate = Error rate
glossary-error-rate-definition = The share of requests that fail: errors of the bad build, waits past the 2 s timeout, and work beyond a saturated fleet’s capacity. Divided by 0.1 % it is the burn rate.

## The cache and the database

glossary-cache-hit-rate = Cache hit rate
glossary-cache-hit-rate-definition = The share of requests the cache answers without querying the database: hit = warm × rT/(1 + rT), with r = λ / 20 000 hot objects and T the TTL.
glossary-ttl = TTL (time to live)
glossary-ttl-definition = How long a cached answer is kept before a request fetches it again from the database. A longer TTL gives more hits, but older answers (mean age ≈ TTL/2).
glossary-staleness = Staleness (cache age)
glossary-staleness-definition = How old an answer served from the cache is: about TTL/2 on average. A change made in the database since it was fetched is not seen yet.
glossary-database-utilization = Database utilization
glossary-database-utilization-definition = The database’s queries per second (cache misses × queries per request, plus the warm-up job) over its capacity, 4 000 queries/s. Query time, 5 ms/(1 − ρ), climbs steeply near 100 %.

## The objective and its budget

glossary-slo = SLO (service level objective)
glossary-slo-definition = The reliability promised: here 99.9 % of requests answered without error over a 30-day month. Shed requests do not count against it.
glossary-error-budget = Error budget
glossary-error-budget-definition = The errors the SLO allows: 1 − 99.9 % = 0.1 % of a 30-day month. Each minute spends burn rate ÷ 43 200 of it, whatever its traffic; overspent, it goes below zero.
glossary-burn-rate = Burn rate
glossary-burn-rate-definition = How fast errors spend the error budget: the error rate ÷ 0.1 %. At 1 × the budget lasts exactly the month; at 14.4 × 2 % of it is gone in an hour.
glossary-multi-window-page = Multi-window page
glossary-multi-window-page-definition = Page when the burn rate is at least 14.4 × over both the last hour and the last 5 minutes (2 % of the budget in an hour). The SRE Workbook adds a slower page, 6 × over 6 h and 30 min.

## The remedies

glossary-autoscaling = Autoscaling (target tracking)
glossary-autoscaling-definition = Sizes the fleet to keep utilization at a target: desired = ⌈serving × utilization / target⌉, from the minimum up to 40 instances. New instances serve after the boot delay.
glossary-boot-delay = Boot delay
glossary-boot-delay-definition = The minutes between launching an instance and its first request served: 3 by default, 8 in the traffic surge and the autoscaling lesson. Capacity asked for now arrives that much later.
glossary-rollback = Rollback
glossary-rollback-definition = Going back to the last good build: it is redeployed on a fresh fleet (5 min, both fleets billed), then all traffic switches to it.
glossary-load-shedding = Load shedding
glossary-load-shedding-definition = Rejecting some requests on purpose so that the rest are served: here a share of the low-priority 30 %, told at the load balancer to retry later. Shed requests are not SLO errors.
glossary-graceful-degradation = Graceful degradation
glossary-graceful-degradation-definition = Answering with less rather than failing: turning the heavy feature off drops the recommendations and saves 20 ms of CPU and one database query per request.

## The queueing models

glossary-mmn = M/M/N
glossary-mmn-definition = The queue the model assumes: Poisson arrivals, exponential service times and N identical workers sharing one queue in arrival order. Erlang C and the exact p99 come from it.
glossary-mmn-d = M/M/N+D (abandonment)
glossary-mmn-d-definition = M/M/N in which a request that has waited a fixed time D leaves (here D = 2 s, the timeout). The second opinion computes the exact timeout share of this queue.

## The request path

glossary-retry-storm = Retry storm
glossary-retry-storm-definition = Clients resend the requests that failed or timed out; the retries add load, so more requests fail and are resent in turn. On the architecture path it turns one slow tier into an outage.
glossary-bottleneck = Bottleneck
glossary-bottleneck-definition = The tier that saturates first (utilization above 100 %) and so limits the whole path; if none saturates, the one with the highest peak utilization.
glossary-headroom = Headroom
glossary-headroom-definition = Spare capacity kept for bursts and for the boot delay: a 60 % target utilization leaves 40 %. It costs money; the architecture fix wants every tier at most 85 % busy at its peak.
