# Lessons: their files' errors, the command line and the window.

lesson-error-format = the format is { $found }; this version of sre-sim reads lesson format { $supported }.
lesson-error-invalid = { $field } is “{ $value }”, but must be { $expected }.
lesson-error-out-of-range = { $field } is { $value }, but must be between { $min } and { $max }.
lesson-error-after-end = { $field } is { $minute }, after the end of the { $arch ->
        [yes] architecture run (step { $end })
       *[no] scenario (minute { $end })
    }.
lesson-error-empty = { $field } is empty: a lesson needs at least one.
lesson-error-too-many = { $field } has { $count }; at most { $max } are allowed.
lesson-error-in-scenario = { $field }: { $problem }
lesson-error-in-config = { $field }: { $problem }
lesson-error-bad = The lesson is not valid: { $problem }
lesson-error-in-file = { $message } ({ $path })
lesson-expected-id = 1 to 64 of a–z, 0–9 and -
lesson-expected-words = words in at least one of en, fr and gl, none empty
lesson-expected-message = the id of a built-in lesson’s text (lesson-…), or the author’s words, Words(…)
lesson-expected-scenario = a built-in or example scenario’s id (sre-sim scenario list), or a whole scenario, File((…))
lesson-expected-trace-field = a field of the trace, as sre-sim oncall --format csv names it (p99_secs, utilization, …)
lesson-expected-arch-field = one of peak_offered_rps, failing_share, mean_latency_ms, max_utilization, final_failing_share and bottleneck
lesson-expected-unit-of-field = a unit that fits the field (Percent for a share, Seconds or Milliseconds for a time)
lesson-expected-pause-for-prediction = a pause_at, where the guess is revealed
lesson-expected-control = a control: min-instances, autoscaling, target-utilization, ttl, warm-up, shed, feature or rollback
lesson-expected-chart = a chart: traffic, p99, errors, instances, cache-db or budget-cost
lesson-expected-setting = an architecture setting (sre-sim arch --settings lists them)
lesson-expected-reference = an entry of the model reference: traffic, erlang-c, timeouts, p99, utilization, cache, database, slo, alerts, autoscaling, shedding, bad-build, constants, exact-p99, abandonment or request-check
lesson-expected-arch-objective = an objective of the architecture path: PassesWithHeadroom, FailingBelow, ChangesAtMost, NamesBottleneck or ChangesOnly
lesson-expected-oncall-objective = an objective of an on-call run: KeepBelow, KeepAbove, EndBelow, EndAbove, NeverPaging, TotalAtMost or DecisionBy
lesson-expected-finite = a finite number
lesson-expected-decision = a command’s name, or name=value, as --do takes them (rollback, feature=off)
lesson-expected-after-from = a minute at or after from
lesson-expected-bottleneck-step = a step that asks for the bottleneck (predict with field "bottleneck" and unit Tier)
lesson-expected-one-question = a step with one question: predict or choose, not both
lesson-expected-changeable-setting = an architecture setting other than load.rps (sre-sim arch --settings lists them), or a remedy: budget, backoff, breaker, deadline or throttle
lesson-grade-other-run = This run plays { $found }, but the lesson plays { $expected }: it is not a run of this lesson.
lesson-grade-wrong-kind = { $arch ->
        [yes] This lesson is graded on an architecture configuration, not on an on-call run.
       *[no] This lesson is graded on an on-call run, not on an architecture configuration.
    }
lesson-grade-run-words = { $scenario }, seed { $seed }, noise { $noise ->
        [on] on
       *[off] off
    }

lesson-objective-keep-below = { $field } below { $value }{ $range }
lesson-objective-keep-above = { $field } above { $value }{ $range }
lesson-objective-end-below = { $field } below { $value } at the end
lesson-objective-end-above = { $field } above { $value } at the end
lesson-objective-never-paging = The page never fires{ $range }
lesson-objective-total-at-most = { $field } at most { $value } in all
lesson-objective-decision-by = { $decision } by minute { $minute }
lesson-objective-passes-with-headroom = The path passes with headroom (every tier at most 85 % busy)
lesson-objective-recovers-with-headroom = The path comes back with headroom: from { $from } s, at most 5 % failing and every tier at most 85 % busy
lesson-objective-names-bottleneck = Name the path’s bottleneck
lesson-objective-changes-only = Change nothing but: { $settings }
lesson-objective-failing-below = Failing share below { $value }
lesson-objective-changes-at-most = At most { $settings ->
        [one] one setting
       *[other] { $settings } settings
    } changed (the load unchanged)
lesson-objective-range = , minutes { $from } to { $to }
lesson-verdict-met = met
lesson-verdict-open = not decided yet
lesson-verdict-missed = missed
lesson-grade-at-minute = at minute { $minute }
lesson-grade-busiest = the busiest tier at { $value }
lesson-grade-named = named: { $tier }
lesson-grade-named-none = none named
lesson-grade-changed = { $settings ->
        [one] one setting changed
       *[other] { $settings } settings changed
    }
lesson-grade-changed-others = { $settings ->
        [0] nothing else changed
        [one] one other setting changed
       *[other] { $settings } other settings changed
    }
lesson-field-minute = Minute
lesson-field-requests-per-sec = Traffic
lesson-field-instances-serving = Instances serving
lesson-field-instances-booting = Instances booting
lesson-field-cache-hit-rate = Cache hit rate
lesson-field-db-utilization = Database utilization
lesson-field-traffic-shed = Traffic shed
lesson-field-fleet-cost-per-hour = Fleet cost
lesson-field-cost-so-far = Cost so far
lesson-field-cache-age-secs = Cache age
lesson-field-bad-build-traffic = Traffic on the bad build
lesson-field-recommendations-available = Recommendations served
lesson-field-burn-rate-1h = 1-hour burn rate
lesson-field-error-rate = Error rate
lesson-field-timeout-rate = Timeouts
lesson-field-p99-secs = p99 latency
lesson-field-utilization = Utilization
lesson-field-budget-remaining = Error budget left
lesson-field-paging = Paging minutes
lesson-field-p99-exact-secs = Exact p99
lesson-field-timeout-rate-exact = Exact timeouts
lesson-field-peak-offered-rps = Peak offered load
lesson-field-failing-share = Failing share
lesson-field-mean-latency-ms = Mean latency
lesson-field-max-utilization = Busiest tier
lesson-field-final-failing-share = Failing share at 10 s
lesson-decision-min-instances = Minimum instances
lesson-decision-autoscaling = Autoscaling
lesson-decision-target-utilization = Target utilization
lesson-decision-ttl = Cache TTL
lesson-decision-warm-up = Cache warm-up
lesson-decision-shed = Load shedding
lesson-decision-feature = Heavy feature
lesson-decision-rollback = Roll back to the last good build

lesson-cli-list = { $title } · { $kind ->
        [arch] architecture
       *[oncall] on call, { $minutes } min
    } · { $count ->
        [one] one objective
       *[other] { $count } objectives
    }
lesson-cli-list-builtin = built in
lesson-cli-list-broken = cannot be read
lesson-cli-check-ok = { $id }: the lesson is valid.
lesson-cli-check-plays = It plays { $what }.
lesson-cli-check-steps = { $steps ->
        [one] One step
       *[other] { $steps } steps
    }, { $predictions ->
        [one] one prediction
       *[other] { $predictions } predictions
    }, { $hints ->
        [one] one hint
       *[other] { $hints } hints
    }.
lesson-cli-check-objectives = Objectives
lesson-cli-plays-arch = the architecture path
lesson-cli-grade-passed = passed
lesson-cli-grade-failed = not passed
lesson-cli-grade-unreadable = cannot be graded
lesson-cli-grade-summary = { $passed } of { $total } passed.
lesson-cli-no-runs = No run or configuration file in { $path }.
lesson-cli-unknown = Unknown lesson “{ $name }”: sre-sim lesson list names them; a path must end in .ron.
lesson-cli-arch-lesson = The lesson { $id } plays the architecture path: open it in the window (sre-sim --lesson { $id }) and grade a saved configuration with sre-sim lesson grade.
lesson-cli-folder-needs-lesson = A folder is graded against one lesson: give it first, sre-sim lesson grade LESSON { $path }
lesson-cli-carried-differs = The lesson { $path } carries is not the built-in one it names: graded by the built-in lesson.
lesson-cli-carried-invalid = { $path } carries a lesson that cannot be used: { $message }
lesson-cli-run-names-no-lesson = { $path } was not played in a lesson: give the lesson first, sre-sim lesson grade LESSON { $path }
