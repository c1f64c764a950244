# Model reference. The relations, the approximation note, the assumption line,
# the randomness line and the disclaimer are the seed page's own text.
# Source markers are not part of the messages; the reference shows them:
#   traffic [6], erlang-c [3][6], timeouts [3], p99 [3][6], utilization [4],
#   cache [5], database [6], slo [1][2], autoscaling [6].
# Book and article titles stay in English in every locale.

ref-title = Model reference
ref-intro = Every relation the simulator uses, with its source. Constants marked as assumptions are illustrative calibrations.
ref-educational = Educational model — not for operational decisions. Real sites calibrate every constant to their own equipment and data.
ref-col-relation = Relation
ref-source = Source
ref-live-value = Live value
ref-assumption = Assumption
ref-assumption-calibration = Assumption: worker counts, service times, database capacity, cache size, refill speed, prices and the bad build’s error rate are illustrative values for a mid-size web service.

## On-call relations: a short title, then the seed's formula text

ref-oncall-traffic-title = Traffic
ref-oncall-traffic = λ(t) = base × (1 + 0.25·sin(2π(t + clock − 6 h)/24 h)) × surge(t), clock = time of day at the start (peak at 12:00); count/min ≈ N(60λ, √(60λ)) × (1 + N(0, 0.02))
ref-oncall-erlang-c-title = Queueing (Erlang C)
ref-oncall-erlang-c = N = instances × 16 workers, a = λ·S; C(a, N) = B / (1 − (a/N)(1 − B)), B = Erlang B
ref-oncall-timeouts-title = Timeouts and overload
ref-oncall-timeouts = P(W > t) = C·e^(−(N/S − λ)·t); timeouts = P(W > 2 s); a ≥ N ⇒ failed share = 1 − N/a
ref-oncall-p99-title = Tail latency (p99)
ref-oncall-p99 = p99 ≈ S·ln 100 + ln(C/0.01)/(N/S − λ) (service + waiting quantile, an approximation)
ref-oncall-p99-approx = Approximation: adding the service and waiting quantiles is not the exact p99 of their sum (it can be a little high or low); the queue is treated as steady within each minute because requests take milliseconds.
ref-oncall-utilization-title = Utilization (Little’s law)
ref-oncall-utilization = busy workers L = λ·S ⇒ utilization = λ·S / N
ref-oncall-cache-title = Cache hit rate
ref-oncall-cache = hit = warm × rT/(1 + rT), r = λ / 20 000 objects; mean age of a cached answer ≈ T/2
ref-cache-timer-note = hit = rT/(1 + rT) holds for Poisson requests when the timer starts on a miss and is not refreshed by hits; a timer reset on every hit gives 1 − e^(−rT) instead (Fofack, Nain, Neglia, Towsley, 2012).
ref-oncall-database-title = Database
ref-oncall-database = DB load = λ·q·(1 − hit); query time = 5 ms/(1 − ρ_db) (≤ 250 ms); S = S_app + (1 − hit)·q·query time
ref-oncall-slo-title = Error budget and burn rate
ref-oncall-slo = budget = 1 − SLO = 0.1 %; burn = error rate / 0.1 %; Δbudget per min = burn / 43 200; burn (1 h) = mean error rate over the last 60 min / 0.1 % (window pre-filled with the opening minute)
ref-oncall-autoscaling-title = Autoscaling
ref-oncall-autoscaling = desired = ⌈serving × utilization / target⌉ (utilization saturates at 100 %); new instances serve after the boot delay
ref-oncall-constants-title = Constants
ref-oncall-constants = 16 workers/instance · app time 50 ms (+20 ms and +1 query with the feature on) · 2 queries/request · DB 4 000 queries/s · 20 000 hot objects · cache refill τ = 30 min (slower above 80 % database utilization) · warm-up job +12 %/min for 6 min, +600 queries/s · timeout 2 s · 30 % low-priority traffic · bad build +5 % errors, ×1.25 CPU · rollback 5 min · $0.40 per instance-hour · scale-in by ≤ 20 % of the fleet after 10 quiet minutes · up to 40 instances
ref-oncall-randomness-title = Randomness
ref-oncall-randomness = Randomness: a seeded mulberry32 generator; distributions used — uniform, exponential (inverse CDF), normal (Box–Muller), Poisson (Knuth). The seed is shown and shareable.

## Sources: [1] to [6], then the ones cited for the controls

ref-sources-title = Sources
ref-sources-controls = Also cited for the controls
ref-source-1 = Error budget and SLO: Beyer, Jones, Petoff, Murphy (eds.), Site Reliability Engineering, O’Reilly 2016, ch. 3 “Embracing Risk” and ch. 4 “Service Level Objectives”.
ref-source-1-url = https://sre.google/sre-book/embracing-risk/
ref-source-2 = Burn rate and multiwindow burn-rate alerts: Beyer et al. (eds.), The Site Reliability Workbook, O’Reilly 2018, ch. 5 “Alerting on SLOs” (S. Thurgood et al.). Its recommended alerts: page when the 1 h and 5 min burn rates are both ≥ 14.4 (2 % of the budget in an hour); page at 6 h / 30 min ≥ 6 (5 %); ticket at 3 d / 6 h ≥ 1 (10 %).
ref-source-2-url = https://sre.google/workbook/alerting-on-slos/
ref-source-3 = Erlang B and Erlang C, M/M/N waiting time: A. K. Erlang (1917); L. Kleinrock, Queueing Systems, Vol. 1: Theory, Wiley 1975; G. Koole, A. Mandelbaum, “Queueing models of call centers: an introduction”, Annals of Operations Research 113 (2002). Recursion B(0) = 1, B(k) = a·B(k−1) / (k + a·B(k−1)); reference value a = 10 erlangs, N = 12 servers ⇒ C ≈ 0.4494.
ref-source-4 = Little’s law: J. D. C. Little, “A proof for the queuing formula L = λW”, Operations Research 9(3), 1961.
ref-source-5 = TTL cache hit ratio: J. Jung, A. W. Berger, H. Balakrishnan, “Modeling TTL-based Internet caches”, IEEE INFOCOM 2003.
ref-source-6 = Illustrative calibration: the constants marked as assumptions (workers, service times, database capacity, cache size, refill speed, prices, the bad build’s error rate) are ours, for a mid-size web service.
ref-source-hpa = Target tracking: Kubernetes Horizontal Pod Autoscaler, desired = ⌈current × metric / target⌉.
ref-source-hpa-url = https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/
ref-source-cascading = Load shedding, retries and cascading failures: Site Reliability Engineering, ch. 22 “Addressing Cascading Failures”.
ref-source-rng = Randomness: mulberry32 (T. Ettinger, 2017, public domain) gives uniform numbers; the traffic noise is normal (Box–Muller; Box & Muller, Ann. Math. Statist. 29(2), 1958): count/min = N(60λ, √(60λ)) × (1 + N(0, 0.02)), two draws a minute; the surge's start, size and hold are uniform over their ranges, drawn once at the start. Nothing else is random.

## Words of the live values, as the formulas name them

ref-word-utilization = utilization
ref-word-hit = hit
ref-word-db = DB
ref-word-query = query
ref-word-burn = burn
ref-word-budget = budget
ref-word-desired = desired
ref-word-serving = serving
ref-word-booting = booting
ref-word-target = target
ref-word-min = min
ref-word-clamp = clamp
ref-word-shed = shed
ref-word-bad = bad
ref-word-error = error
