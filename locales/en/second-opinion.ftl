## The second opinion beside the seed's queueing relations (beyond the seed)

ref-second-title = Second opinion (beyond the seed)
ref-second-intro = The seed's p99 and timeouts are textbook approximations. Beside them stand the exact values of the same queue and a request-level simulation of it, so that you can see where the approximations hold (light load) and where they drift (near saturation); the game is still played on the seed's values.
ref-second-exact-p99 = p99 (exact) = the t where P(T > t) = 0.01, T = waiting + service: P(T > t) = (1 − C)·e^(−t/S) + C·(α·e^(−t/S) − (1/S)·e^(−α·t))/(α − 1/S), α = N/S − λ (limit (1 − C + C·(1 + t/S))·e^(−t/S) when α = 1/S); solved by Newton's method inside a bracket, capped at the 2 s timeout, and 2 s when a ≥ N
ref-second-abandonment = Timeouts with abandonment (M/M/N+D): a request that has waited τ = 2 s leaves. β = N/S − λ, J = (1 − e^(−βτ))/β + e^(−βτ)/(N/S), E = 1/(λ·B(N − 1, a)); P(timeout) = (1 + (λ − N/S)·J)/(λE + λJ), P(wait) = λJ/(λE + λJ); one formula for every load, continuous across a = N, computed with every exponential at most 1
ref-second-simulation = Request-level check: a discrete-event simulation of the minute's queue (Poisson arrivals at λ, N workers in arrival order, exponential service of mean S, patience 2 s), started empty and warmed up until the queue has filled to its patience several times; 20 batches, each at least five times as long as the queue takes to forget its state; the p99 of all measured requests (a request that left counts at 2 s) with a 95 % interval from the batches' spread; four times more requests, up to 64 million, until the p99 is known to ±2 %
ref-second-assume-gap = Assumption: the exact values use the minute's own N, λ and S, as the seed's relations do; they never feed back into the game. The simulated p99 compares with the exact one where waits beyond 2 s are rare; above that, requests that leave shorten the others' waits.
ref-second-assume-seed = Assumption: the check's random stream is seeded from the run's seed and the minute (seed × 0x9E3779B9 xor minute), so the window and `sre-sim check` give the same numbers; its exponential draws use the ziggurat method.
ref-second-live-gap = seed's p99
ref-second-p-timeout = P(timeout)
ref-second-p-wait = P(wait)
ref-second-check-hint = Check this minute by simulation (on-call tab): the response times of a million simulated requests and more.
ref-source-7 = Exact M/M/N response time: D. Gross, J. F. Shortle, J. M. Thompson, C. M. Harris, Fundamentals of Queueing Theory, 4th ed., Wiley 2008, §2.3 (the waiting time is 0 with probability 1 − C, else exponential of rate N/S − λ, independent of the service time).
ref-source-8 = The M/M/N+D queue (deterministic patience): R. Barrer, “Queuing with impatient customers and ordered service”, Operations Research 5(5), 1957; A. Mandelbaum, S. Zeltyn, “The M/M/n+G queue: summary of performance measures” (Technion, 2009).
ref-source-9 = Simulation output analysis: A. M. Law, Simulation Modeling and Analysis, 5th ed., McGraw-Hill 2015, ch. 9 (warm-up, batch means, sequential procedures); S. Asmussen, P. W. Glynn, Stochastic Simulation, Springer 2007, §III.5a (sectioning); G. Marsaglia, W. W. Tsang, “The ziggurat method for generating random variables”, J. Statistical Software 5(8), 2000.

oncall-metric-p99-exact = p99 latency, exact
oncall-metric-timeouts-exact = Timeouts, M/M/N+D
oncall-chart-p99-exact = p99, exact
oncall-chart-show-exact = exact p99
oncall-chart-show-exact-hint = Draw the exact p99 of the same queue (the second opinion) beside the seed's approximation.

oncall-check-button = Check this minute by simulation
oncall-check-button-hint = Simulate this minute's queue request by request, and compare the seed's p99, the exact one and the simulated one.
oncall-check-after-guess = Available after your guess: the check's figures would give the answer away.
oncall-check-title = Check this minute by simulation
oncall-check-minute = Minute { $minute } ({ $clock })
oncall-check-running = Simulating… { $done } of { $total } requests
oncall-check-stop = Stop
oncall-check-close = Close
oncall-check-no-traffic = No request arrives at this minute: there is no queue to simulate.
oncall-check-no-workers = No instance serves at this minute: every request waits out the 2 s timeout, there is no queue to simulate.
oncall-check-failed = The simulation ended without a result.
oncall-check-col-p99 = p99
oncall-check-col-timeouts = timeouts
oncall-check-col-wait = waited
oncall-check-col-utilization = utilization
oncall-check-row-model = seed's model
oncall-check-row-exact = exact
oncall-check-row-simulated = simulated
oncall-check-row-interval = 95 % interval
oncall-check-histogram = Response times of { $total } simulated requests ({ $count } warm-up requests before them)
oncall-check-axis-time = response time (ms)
oncall-check-axis-share = share of requests (%)
oncall-check-above-timeout = The simulated p99 is { $p99 }, above the { $timeout } timeout: a simulated request’s time is its wait plus its service, so one that starts service just before its timeout still takes its service time after it. The seed’s p99 counts a request that timed out at { $timeout }.
oncall-check-beyond = { $n ->
        [one] { $count } request took
       *[other] { $count } requests took
    } longer than the last bar; a request that timed out counts at 2 s.
oncall-check-seed = simulation seed { $seed }
