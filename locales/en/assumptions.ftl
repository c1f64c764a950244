# The model reference: relations and modelling choices the seeds leave open.

ref-assumptions = Assumptions of this implementation
ref-oncall-shedding = shed = 30 % × shed share, rejected at the load balancer with “retry later”; λ after shedding = λ × (1 − shed). Shed requests are reported as shed, not as SLO errors: the client was told to come back later.
ref-oncall-bad-build = bad build: +5 % errors and ×1.25 CPU on the share of traffic it serves; errors from the bad build, timeouts and saturation combine as independent failures: error = 1 − (1 − bad)(1 − timeouts)(1 − saturation). Rollback: 5 minutes on a fresh fleet, billed twice, then all traffic switches.
ref-assume-opening = The opening row (minute 0) uses the expected traffic, not a noisy draw, so every seed opens on the same table; the burn-rate windows start filled with that minute.
ref-assume-timing = A decision taken while minute m is shown takes effect from minute m + 1; a rollback pressed at minute m serves the last good build from minute m + 5; an instance launched at minute m serves from minute m + boot delay. The autoscaler acts on the previous minute’s measured utilization.
ref-assume-saturation = When a ≥ N the excess share 1 − N/a fails as saturation and p99 is shown at the 2 s timeout; p99 is capped at the timeout because slower requests fail instead of answering.
ref-assume-refill = The cache refills with τ = 30 min at full speed below 80 % database utilization, slowing linearly to a quarter of that speed at 95 % and above. The warm-up job adds 12 % of the cache at the start of each of its 6 minutes; pressing it while it runs does nothing.
ref-assume-recommendations = Recommendations available = share of requests answered with recommendations: 1 − error rate with the heavy feature on, 0 with it off.
ref-assume-budget = The error budget is 0.1 % of a 30-day month (43 200 minutes); it can go below zero (overspent). Scale-in removes at most 20 % of the fleet after 10 consecutive minutes of wanting fewer instances and never while instances boot.
ref-assume-scenarios = Every scenario lasts 3 hours; free play starts at 08:00 with base 1000 req/s and the whole monthly budget.
ref-assume-bad-deploy = Bad deploy: starts at 09:00 with 20 % of the budget left; the bad build takes all traffic at 09:10.
ref-assume-surge = Traffic surge: starts at 08:00; the surge begins between 08:20 and 09:40, ramps up over 5 minutes to 2–3.5 × the normal traffic, holds 40–80 minutes and fades over 30 minutes, all drawn from the seed. Instances boot in 8 minutes.
ref-assume-cache-flush = Cache flush: starts at 11:00 with a 90 s TTL (about 85 % hits at the peak, what the database was sized for); the whole cache is emptied at 12:00.
