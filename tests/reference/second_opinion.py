#!/usr/bin/env python3
"""Reference values for the second opinion, computed independently of the Rust code.

Writes, beside this script:

- second_opinion_p99.csv: the exact 99th percentile of the M/M/N FCFS
  response time (uncapped), model reference [7];
- second_opinion_abandonment.csv: the share of requests that abandon and the
  probability of waiting in the M/M/N+D queue (deterministic patience),
  model reference [8].

Everything is computed with mpmath at 60 significant digits, from other
formulas than the Rust code uses:

- Erlang B and C from the Poisson sums, not from the recursion;
- the response-time tail P(T > t) in the textbook form
  (1 - C) e^(-t/S) + C (alpha e^(-t/S) - (1/S) e^(-alpha t)) / (alpha - 1/S),
  cross-checked at the root against the convolution of the waiting time and
  the service time integrated numerically (mp.quad); the root by bisection;
- Barrer's J = integral of exp(lambda min(x, tau) - n mu x) by numerical
  quadrature (not its closed form), E = 1 / (lambda B(n - 1, a)), and the
  performance measures in their original form (not the overflow-safe one):
  P(abandon) = (1 + (lambda - n mu) J) / (lambda E + lambda J),
  P(W > 0) = lambda J / (lambda E + lambda J), with as many more digits as
  the numerator's cancellation costs (J then in closed form, which the
  quadrature checks to 35 digits).

The inputs are the binary64 numbers written in the files (repr round-trips),
taken exactly; only the outputs are rounded, to 17 significant digits.

Run: python3 tests/reference/second_opinion.py   (needs mpmath; 1.3 used)
"""

import os

import mpmath as mp

mp.mp.dps = 60

HERE = os.path.dirname(os.path.abspath(__file__))

SERVERS = [1, 2, 16, 160, 640]
P99_LOADS = [0.1, 0.5, 0.9, 0.97, 0.99]
ABANDON_LOADS = [0.1, 0.5, 0.9, 0.97, 0.99, 1.0, 1.05, 1.2, 1.5]
PATIENCES_SECS = [0.0, 0.07, 2.0, 10.0]
SERVICE_SECS = 0.07


def poisson_terms(a, n):
    """a^k / k! for k = 0..n, exactly in mpmath."""
    terms = [mp.mpf(1)]
    for k in range(1, n + 1):
        terms.append(terms[-1] * a / k)
    return terms


def erlang_b(a, n):
    terms = poisson_terms(a, n)
    return terms[n] / mp.fsum(terms)


def erlang_c(a, n):
    """C = (a^n/n! * n/(n - a)) / (sum_{k<n} a^k/k! + a^n/n! * n/(n - a)), a < n."""
    terms = poisson_terms(a, n)
    top = terms[n] * n / (n - a)
    return top / (mp.fsum(terms[:n]) + top)


def survival(t, c, mu, alpha):
    """P(T > t) for the M/M/N response time, in the textbook form [7]."""
    if alpha == mu:
        hypo = (1 + mu * t) * mp.exp(-mu * t)
    else:
        hypo = (alpha * mp.exp(-mu * t) - mu * mp.exp(-alpha * t)) / (alpha - mu)
    return (1 - c) * mp.exp(-mu * t) + c * hypo


def survival_by_convolution(t, c, mu, alpha):
    """P(T > t) = P(S' > t) (1 - C) + C (P(W > t) + int_0^t alpha e^(-alpha w) e^(-mu (t - w)) dw)."""
    inner = mp.quad(lambda w: alpha * mp.exp(-alpha * w) * mp.exp(-mu * (t - w)), [0, t])
    return (1 - c) * mp.exp(-mu * t) + c * (mp.exp(-alpha * t) + inner)


def p99_exact(n, lam, s):
    lam, s = mp.mpf(lam), mp.mpf(s)
    a = lam * s
    assert a < n
    mu = 1 / s
    alpha = n * mu - lam
    c = erlang_c(a, n)
    target = mp.mpf("0.01")
    lo = s * mp.log(100)
    hi = 2 * lo
    while survival(hi, c, mu, alpha) > target:
        hi *= 2
    for _ in range(400):
        mid = (lo + hi) / 2
        if survival(mid, c, mu, alpha) > target:
            lo = mid
        else:
            hi = mid
        if hi - lo < mp.mpf(10) ** -45 * hi:
            break
    root = (lo + hi) / 2
    check = survival_by_convolution(root, c, mu, alpha)
    assert abs(check - target) < mp.mpf(10) ** -30, (n, lam, s, check)
    return root


def abandonment(n, lam, s, tau):
    """(P(abandon), P(W > 0)) in the M/M/n+D queue [8], original form, J by quadrature."""
    lam, s, tau = mp.mpf(lam), mp.mpf(s), mp.mpf(tau)
    mu = 1 / s
    a = lam * s

    def integrand(x):
        return mp.exp(lam * min(x, tau) - n * mu * x)

    if tau > 0:
        j = mp.quad(integrand, [0, tau]) + mp.quad(integrand, [tau, mp.inf])
    else:
        j = mp.quad(integrand, [0, mp.inf])
    # The closed form of J as a check on the quadrature.
    beta = n * mu - lam
    if beta == 0:
        j_closed = tau + 1 / (n * mu)
    else:
        j_closed = (1 - mp.exp(-beta * tau)) / beta + mp.exp(-beta * tau) / (n * mu)
    assert abs(j - j_closed) < mp.mpf(10) ** -35 * j_closed, (n, lam, s, tau)
    # 1 + (lambda - n mu) J is of the order of e^(-beta tau): it cancels to
    # beta tau / ln 10 digits, so it is evaluated with that many more (J in
    # closed form, checked above; the quadrature at that precision is slow).
    extra = int(max(beta * tau, 0) / mp.log(10)) + 30
    with mp.workdps(mp.mp.dps + extra):
        mu = 1 / s
        a = lam * s
        beta = n * mu - lam
        if beta == 0:
            j_fine = tau + 1 / (n * mu)
        else:
            j_fine = (1 - mp.exp(-beta * tau)) / beta + mp.exp(-beta * tau) / (n * mu)
        e = 1 / (lam * erlang_b(a, n - 1))
        den = lam * e + lam * j_fine
        p_abandon = (1 + (lam - n * mu) * j_fine) / den
        p_wait = lam * j_fine / den
    return +p_abandon, +p_wait


def fmt(x):
    return mp.nstr(x, 17, min_fixed=0, max_fixed=0)


def write(name, header, rows):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as out:
        out.write("# Generated by second_opinion.py (mpmath %s, %d digits); do not edit.\n"
                  % (mp.__version__, mp.mp.dps))
        out.write(header + "\n")
        for row in rows:
            out.write(",".join(row) + "\n")


def main():
    p99_rows = []
    cases = [(n, rho * n / SERVICE_SECS, SERVICE_SECS) for n in SERVERS for rho in P99_LOADS]
    # MODEL-SOURCES [7]: N = 160, S = 74.2 ms.
    cases += [(160, rho * 160 / 0.0742, 0.0742) for rho in [0.52, 0.95, 0.97, 0.99]]
    # The degenerate case alpha = mu exactly (a = 1, N = 2; all binary-exact).
    cases += [(2, 2.0, 0.5)]
    for n, lam, s in cases:
        p99_rows.append([str(n), repr(lam), repr(s), fmt(p99_exact(n, lam, s))])
    write("second_opinion_p99.csv", "servers,arrivals_per_sec,service_secs,p99_secs", p99_rows)

    ab_rows = []
    cases = [
        (n, rho * n / SERVICE_SECS, SERVICE_SECS, tau)
        for n in SERVERS
        for rho in ABANDON_LOADS
        for tau in PATIENCES_SECS
    ]
    # MODEL-SOURCES [8]: N = 160, S = 74.2 ms, tau = 2 s.
    cases += [(160, rho * 160 / 0.0742, 0.0742, 2.0) for rho in [0.999, 1.0, 1.05, 1.5]]
    for n, lam, s, tau in cases:
        p_abandon, p_wait = abandonment(n, lam, s, tau)
        ab_rows.append([str(n), repr(lam), repr(s), repr(tau), fmt(p_abandon), fmt(p_wait)])
    write(
        "second_opinion_abandonment.csv",
        "servers,arrivals_per_sec,service_secs,patience_secs,abandon_share,wait_probability",
        ab_rows,
    )


if __name__ == "__main__":
    main()
