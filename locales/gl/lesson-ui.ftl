# Leccións: os erros dos seus ficheiros, a liña de comandos e a xanela.

lesson-error-format = o formato é { $found }; esta versión de sre-sim le o formato de lección { $supported }.
lesson-error-invalid = { $field } vale «{ $value }», pero debe ser { $expected }.
lesson-error-out-of-range = { $field } vale { $value }, pero debe estar entre { $min } e { $max }.
lesson-error-after-end = { $field } vale { $minute }, despois do final { $arch ->
        [yes] da simulación de arquitectura (paso { $end })
       *[no] do escenario (minuto { $end })
    }.
lesson-error-empty = { $field } está baleiro: unha lección precisa polo menos unha entrada.
lesson-error-too-many = { $field } ten { $count }, pero permítense como máximo { $max }.
lesson-error-in-scenario = { $field }: { $problem }
lesson-error-in-config = { $field }: { $problem }
lesson-error-bad = A lección non é válida: { $problem }
lesson-error-in-file = { $message } ({ $path })
lesson-expected-id = de 1 a 64 caracteres entre a–z, 0–9 e -
lesson-expected-words = un texto en polo menos unha das linguas en, fr e gl, ningún baleiro
lesson-expected-message = o identificador dun texto dunha lección integrada (lesson-…), ou as palabras do autor, Words(…)
lesson-expected-scenario = o identificador dun escenario integrado ou de exemplo (sre-sim scenario list), ou un escenario completo, File((…))
lesson-expected-trace-field = un campo da traza, co nome que lle dá sre-sim oncall --format csv (p99_secs, utilization, …)
lesson-expected-arch-field = un de peak_offered_rps, failing_share, mean_latency_ms, max_utilization, final_failing_share e bottleneck
lesson-expected-unit-of-field = unha unidade axeitada ao campo (Percent para unha parte, Seconds ou Milliseconds para un tempo)
lesson-expected-pause-for-prediction = un pause_at, onde se revela a predición
lesson-expected-control = un control: min-instances, autoscaling, target-utilization, ttl, warm-up, shed, feature ou rollback
lesson-expected-chart = unha gráfica: traffic, p99, errors, instances, cache-db ou budget-cost
lesson-expected-setting = un axuste de arquitectura (sre-sim arch --settings lístaos)
lesson-expected-reference = unha entrada da referencia do modelo: traffic, erlang-c, timeouts, p99, utilization, cache, database, slo, alerts, autoscaling, shedding, bad-build, constants, exact-p99, abandonment ou request-check
lesson-expected-arch-objective = un obxectivo do camiño de arquitectura: PassesWithHeadroom, FailingBelow, ChangesAtMost, NamesBottleneck ou ChangesOnly
lesson-expected-oncall-objective = un obxectivo dunha simulación de garda: KeepBelow, KeepAbove, EndBelow, EndAbove, NeverPaging, TotalAtMost ou DecisionBy
lesson-expected-finite = un número finito
lesson-expected-decision = o nome dunha orde, ou nome=valor, tal como os acepta --do (rollback, feature=off)
lesson-expected-after-from = un minuto igual ou posterior a from
lesson-expected-bottleneck-step = un paso que pregunte polo colo de botella (predict co campo «bottleneck» e a unidade Tier)
lesson-expected-one-question = un paso cunha soa pregunta: predict ou choose, non as dúas
lesson-expected-changeable-setting = un axuste da arquitectura distinto de load.rps (sre-sim arch --settings lístaos), ou un remedio: budget, backoff, breaker, deadline ou throttle
lesson-grade-other-run = Esta simulación xoga { $found }, pero a lección xoga { $expected }: non é unha simulación desta lección.
lesson-grade-wrong-kind = { $arch ->
        [yes] Esta lección cualifícase sobre unha configuración de arquitectura, non sobre unha simulación de garda.
       *[no] Esta lección cualifícase sobre unha simulación de garda, non sobre unha configuración de arquitectura.
    }
lesson-grade-run-words = { $scenario }, semente { $seed }, ruído { $noise ->
        [on] activado
       *[off] desactivado
    }

lesson-objective-keep-below = { $field } por debaixo de { $value }{ $range }
lesson-objective-keep-above = { $field } por riba de { $value }{ $range }
lesson-objective-end-below = { $field } por debaixo de { $value } ao final
lesson-objective-end-above = { $field } por riba de { $value } ao final
lesson-objective-never-paging = A alerta non salta nunca{ $range }
lesson-objective-total-at-most = { $field }: como moito { $value } en total
lesson-objective-decision-by = { $decision } no minuto { $minute } como moi tarde
lesson-objective-passes-with-headroom = O camiño supera a proba con marxe (cada capa ocupada como moito ao 85 %)
lesson-objective-recovers-with-headroom = O camiño recupérase con marxe: desde os { $from } s, como moito un 5 % de fallos e cada capa ocupada como moito ao 85 %
lesson-objective-names-bottleneck = Nomear o colo de botella do camiño
lesson-objective-changes-only = Non cambiar máis ca: { $settings }
lesson-objective-failing-below = Parte de solicitudes fallidas por debaixo de { $value }
lesson-objective-changes-at-most = Como moito { $settings ->
        [one] un axuste cambiado
       *[other] { $settings } axustes cambiados
    } (sen cambiar a carga)
lesson-objective-range = , do minuto { $from } ao minuto { $to }
lesson-verdict-met = cumprido
lesson-verdict-open = aínda sen decidir
lesson-verdict-missed = non cumprido
lesson-grade-at-minute = no minuto { $minute }
lesson-grade-busiest = a capa máis ocupada ao { $value }
lesson-grade-named = nomeado: { $tier }
lesson-grade-named-none = ningún nomeado
lesson-grade-changed = { $settings ->
        [one] un axuste cambiado
       *[other] { $settings } axustes cambiados
    }
lesson-grade-changed-others = { $settings ->
        [0] ningún outro cambio
        [one] outro axuste cambiado
       *[other] { $settings } axustes máis cambiados
    }
lesson-field-minute = Minuto
lesson-field-requests-per-sec = Tráfico
lesson-field-instances-serving = Instancias servindo
lesson-field-instances-booting = Instancias arrancando
lesson-field-cache-hit-rate = Taxa de acertos da caché
lesson-field-db-utilization = Utilización da base de datos
lesson-field-traffic-shed = Tráfico descartado
lesson-field-fleet-cost-per-hour = Custo da flota
lesson-field-cost-so-far = Custo ata agora
lesson-field-cache-age-secs = Idade media das respostas na caché
lesson-field-bad-build-traffic = Tráfico na versión defectuosa
lesson-field-recommendations-available = Recomendacións dispoñibles
lesson-field-burn-rate-1h = Taxa de consumo (1 h)
lesson-field-error-rate = Taxa de erros
lesson-field-timeout-rate = Tempos límite
lesson-field-p99-secs = Latencia p99
lesson-field-utilization = Utilización da flota
lesson-field-budget-remaining = Orzamento de erros restante
lesson-field-paging = Minutos con alerta
lesson-field-p99-exact-secs = p99 exacto
lesson-field-timeout-rate-exact = Tempos límite exactos
lesson-field-peak-offered-rps = Carga ofrecida máxima
lesson-field-failing-share = Parte de solicitudes fallidas
lesson-field-mean-latency-ms = Latencia media
lesson-field-max-utilization = Capa máis ocupada
lesson-field-final-failing-share = Parte fallida aos 10 s
lesson-decision-min-instances = Mínimo de instancias
lesson-decision-autoscaling = Escalado automático
lesson-decision-target-utilization = Utilización obxectivo
lesson-decision-ttl = TTL da caché
lesson-decision-warm-up = Iniciar o quecemento da caché
lesson-decision-shed = Descarte de carga
lesson-decision-feature = Funcionalidade pesada (recomendacións)
lesson-decision-rollback = Volver á última versión boa

lesson-cli-list = { $title } · { $kind ->
        [arch] arquitectura
       *[oncall] de garda, { $minutes } min
    } · { $count ->
        [one] un obxectivo
       *[other] { $count } obxectivos
    }
lesson-cli-list-builtin = integrada
lesson-cli-list-broken = non se pode ler
lesson-cli-check-ok = { $id }: a lección é válida.
lesson-cli-check-plays = Xoga { $what }.
lesson-cli-check-steps = { $steps ->
        [one] Un paso
       *[other] { $steps } pasos
    }, { $predictions ->
        [one] unha predición
       *[other] { $predictions } predicións
    }, { $hints ->
        [one] unha pista
       *[other] { $hints } pistas
    }.
lesson-cli-check-objectives = Obxectivos
lesson-cli-plays-arch = o camiño de arquitectura
lesson-cli-grade-passed = superada
lesson-cli-grade-failed = non superada
lesson-cli-grade-unreadable = non se pode cualificar
lesson-cli-grade-summary = Superadas: { $passed } de { $total }.
lesson-cli-no-runs = Non hai ningún ficheiro de simulación nin de configuración en { $path }.
lesson-cli-unknown = Lección descoñecida «{ $name }»: sre-sim lesson list nómeas; un camiño debe rematar en .ron.
lesson-cli-arch-lesson = A lección { $id } xógase no camiño da arquitectura: ábrea na xanela (sre-sim --lesson { $id }) e cualifica unha configuración gardada con sre-sim lesson grade.
lesson-cli-folder-needs-lesson = Un cartafol cualifícase segundo unha soa lección: indícaa primeiro, sre-sim lesson grade LECCIÓN { $path }
lesson-cli-carried-differs = A lección que leva { $path } non é a lección integrada que nomea: cualificada coa lección integrada.
lesson-cli-carried-invalid = { $path } leva unha lección que non se pode usar: { $message }
lesson-cli-run-names-no-lesson = { $path } non se xogou nunha lección: indica primeiro a lección, sre-sim lesson grade LECCIÓN { $path }
