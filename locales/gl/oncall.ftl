# Simulador de garda. As liñas de axuda, os nomes das métricas, as
# instrucións e o parágrafo inicial son o texto da páxina orixinal.

oncall-intro = Estás de garda dun servizo web: un balanceador de carga diante dunha flota de instancias, unha caché diante dunha base de datos e un obxectivo de dispoñibilidade do 99,9 %. Cada minuto o modelo calcula o atraso de cola, os tempos límite, os acertos de caché e a carga da base de datos con fórmulas de manual — e o que custan as túas decisións.

## Escenarios e desenvolvemento

oncall-scenario = Escenario
oncall-scenario-free-play = Xogo libre
oncall-scenario-bad-deploy = Despregamento defectuoso
oncall-scenario-surge = Pico de tráfico
oncall-scenario-cache-flush = Baleirado da caché
oncall-briefing = Instrucións
oncall-briefing-free-play = Xogo libre desde as 08:00: unha carga base de 1000 req/s, todo o orzamento de erros e ningún incidente. Explora os controis e observa o que fai cada un coa latencia, os erros e o custo.
oncall-briefing-bad-deploy = Ás 09:10 sae unha versión nova. O mes xa foi duro: só queda o 20 % do orzamento de erros. Minutos despois do despregamento salta a alerta de taxa de consumo. Protexe o orzamento.
oncall-briefing-surge = Unha ligazón ao servizo difúndese rápido e agárdase un pico de tráfico nalgún momento desta mañá — ninguén sabe cando, nin de que tamaño. As novas instancias tardan hoxe 8 minutos en arrancar. Cando chegue, mantén baixos os erros e a latencia sen queimar diñeiro en capacidade ociosa.
oncall-briefing-cache-flush = Na punta do mediodía un script de mantemento baleira toda a caché. Cada solicitude vai agora á base de datos, dimensionada para o acerto habitual do 85 %. Devolve o servizo á normalidade sen sobrecargar a base de datos.
oncall-seed = Semente
oncall-restart = Reiniciar
oncall-play = Reproducir
oncall-pause = Pausa
oncall-step = Avanzar un minuto
oncall-speed = Velocidade
oncall-clock = Hora do día
oncall-noise = Ruído aleatorio

## Controis, na orde da páxina orixinal: etiqueta e despois liña de axuda

oncall-controls = Controis
oncall-on = Activado
oncall-off = Desactivado
oncall-min-instances = Mínimo de instancias
oncall-min-instances-help = Chan da flota. Subilo lanza instancias ao momento — aínda precisan o atraso de arranque antes de servir.
oncall-autoscaling = Escalado automático
oncall-autoscaling-help = Seguimento de obxectivo sobre a utilización; sen novo escalado cara arriba mentres aínda estean arrancando instancias. Desactivado = exactamente o mínimo.
oncall-target-utilization = Utilización obxectivo
oncall-target-utilization-help = Menor = máis marxe e máis custo. A utilización medida non pode superar o 100 %, así que unha flota saturada só crece paso a paso.
oncall-cache-ttl = TTL da caché
oncall-cache-ttl-help = TTL máis longo = máis acertos, pero as respostas poden ser máis vellas (idade media ≈ TTL/2).
oncall-warm-up = Iniciar o quecemento da caché
oncall-warm-up-help = Carga as claves máis usadas durante 6 minutos (+12 % da caché por minuto) ao prezo de 600 consultas á base de datos/s extra.
# $minutes (número) minutos enteiros ata que remata o quecemento
oncall-warm-up-running = Quecemento en curso, quedan { $minutes } min
oncall-shedding = Descarte de carga
oncall-shedding-help = Parte do 30 % de baixa prioridade (precarga, lotes, rastrexadores) rexeitada no balanceador de carga con «téntao de novo máis tarde».
oncall-heavy-feature = Funcionalidade pesada (recomendacións)
oncall-heavy-feature-help = A funcionalidade pesada engade 20 ms de CPU e unha consulta á base de datos por solicitude. Desactivado = degradación controlada.
oncall-rollback = Volver á última versión boa
oncall-rollback-help = Volve despregar a última versión boa nunha flota nova (5 min, facturada dúas veces) e despois cambia o tráfico. Se se preme de novo, reinicia a preparación; sen ningunha versión mala en vivo, só custa diñeiro.
# $minutes (número) minutos enteiros ata que o tráfico pasa á última versión boa
oncall-rollback-preparing = Preparando a reversión, quedan { $minutes } min

## Táboa de métricas, na orde da páxina orixinal, e despois as métricas adicionais

oncall-metrics = Métricas
oncall-metric-burn-1h = Taxa de consumo (1 h)
oncall-metric-requests = Solicitudes
oncall-metric-serving = Instancias servindo
oncall-metric-booting = Instancias arrancando
oncall-metric-cache-hit = Taxa de acertos da caché
oncall-metric-db-utilization = Utilización da base de datos
oncall-metric-shed = Tráfico descartado
oncall-metric-fleet-cost = Custo da flota
oncall-metric-cost-so-far = Custo ata agora
oncall-metric-cache-age = Idade media das respostas na caché
oncall-metric-bad-build = Tráfico na versión defectuosa
oncall-metric-recommendations = Recomendacións dispoñibles
oncall-metric-budget-left = Orzamento de erros restante
oncall-metric-p99 = Latencia p99
oncall-metric-error-rate = Taxa de erros
oncall-metric-utilization = Utilización da flota
oncall-metric-timeouts = Tempos límite

## Alerta e reparto dos erros

oncall-paging-short = ALERTA
oncall-paging-banner = ALERTA: as taxas de consumo de 1 h e de 5 min superan as dúas 14,4× — a este ritmo, o 2 % do orzamento de erros do mes vaise nunha hora.
oncall-why-failing = Por que fallan as solicitudes
oncall-cause-bad-build = Erros da versión defectuosa
oncall-cause-timeouts = Tempos límite (máis de 2 s de espera)
oncall-cause-saturation = Flota saturada (máis traballo que workers)
oncall-cause-shed = Descarte no balanceador de carga

## Gráficas (series e títulos; a unidade despois dunha coma)

oncall-chart-traffic = Tráfico, req/s
oncall-chart-capacity = Capacidade en servizo, req/s
oncall-chart-p99 = Latencia p99, ms
oncall-chart-timeout = Tempo límite do cliente (2 s)
oncall-chart-errors = Taxa de erros, %
oncall-chart-burn = Taxa de consumo (1 h)
oncall-chart-page-line = Limiar de alerta (14,4×)
oncall-chart-instances = Instancias
oncall-chart-cache-db = Acertos da caché e utilización da base de datos, %
oncall-chart-budget-cost = Orzamento de erros restante e custo
# A moment of a run longer than a day, on the time axis: "day 2, 08:00".
oncall-chart-day-clock = día { $day }, { $clock }

## Eventos da liña de tempo

oncall-events = Eventos
oncall-event-deploy = Versión nova despregada
oncall-event-page = Alerta: taxa de consumo por riba de 14,4×
oncall-event-page-end = Fin da alerta
oncall-event-rollback-switch = Reversión feita: tráfico cambiado á última versión boa
oncall-event-flush = Caché baleirada por un script de mantemento
oncall-event-db-capacity = A base de datos só serve o { $share } da súa capacidade (unha réplica lenta ou un cambio de primaria)
oncall-event-db-restored = A base de datos volve servir toda a súa capacidade
oncall-event-instances-lost = { $count ->
        [one] Pérdese { $count } instancia que servía (caeu unha zona)
       *[other] Pérdense { $count } instancias que servían (caeu unha zona)
    }
oncall-event-surge = Comeza o pico de tráfico
oncall-event-warm-up-done = Quecemento da caché rematado

## Marcas das gráficas: curtas, en palabras.
oncall-marker-deploy = Versión nova
oncall-marker-page = Alerta
oncall-marker-page-end = Fin da alerta
oncall-marker-rollback-switch = Reversión feita
oncall-marker-flush = Caché baleirada
oncall-marker-db-capacity = Capacidade da base de datos reducida
oncall-marker-db-restored = Capacidade da base de datos restablecida
oncall-marker-instances-lost = Instancias perdidas
oncall-scenario-broken = { $name } (non se pode xogar: pasa o rato por riba para saber por que)
oncall-scenario-open = Abrir un ficheiro de escenario…
oncall-marker-surge = Comeza o pico
oncall-marker-warm-up-done = Quecemento rematado
oncall-marker-min-instances = Mínimo de instancias → { $value }
oncall-marker-autoscaling-on = Escalado automático activado
oncall-marker-autoscaling-off = Escalado automático desactivado
oncall-marker-target = Utilización obxectivo → { $value }
oncall-marker-ttl = TTL da caché → { $value }
oncall-marker-warm-up = Quecemento iniciado
oncall-marker-shed = Descarte → { $value }
oncall-marker-feature-on = Funcionalidade pesada activada
oncall-marker-feature-off = Funcionalidade pesada desactivada
oncall-marker-rollback = Reversión solicitada
oncall-seed-invalid = A semente «{ $text }» non é un número enteiro de 0 a { $max }.

## Un ficheiro de escenario, dito minuto a minuto (sre-sim scenario check)

oncall-scenario-file-list = { $name }, comeza ás { $clock }, { $minutes } min
oncall-scenario-file-list-broken = ✖ non se pode xogar
oncall-scenario-example = exemplo
oncall-scenario-example-hover = Un exemplo que vén coa aplicación: sre-sim scenario show { $scenario } mostra o seu ficheiro
oncall-scenario-file-at = { $clock } (minuto { $minute })
oncall-scenario-file-drawn = { $from } a { $to } (tirado da semente)
oncall-scenario-file-opening = { $clock }: { $count ->
        [one] { $count } instancia servindo
       *[other] { $count } instancias servindo
    } (o mínimo), escalado automático { $setting ->
        [on] activado
       *[off] desactivado
    }, cun obxectivo do { $value }, TTL da caché { $text } s, funcionalidade pesada { $expected ->
        [on] activada
       *[off] desactivada
    }, as instancias arrancan en { $minutes } min; queda o { $budget } do orzamento de erros do mes.
oncall-scenario-file-bad-build = { $clock }: sae unha versión defectuosa que colle todo o tráfico (+{ $value } de erros, CPU ×{ $text }) ata unha reversión.
oncall-scenario-file-flush = { $clock }: baléirase a caché.
oncall-scenario-file-db-for = { $clock }: a base de datos só serve o { $value } da súa capacidade durante { $minutes } min e despois toda.
oncall-scenario-file-db-on = { $clock }: a base de datos só serve o { $value } da súa capacidade ata o final.
oncall-scenario-file-instance-loss = { $clock }: pérdese o { $value } das instancias que serven (cae unha zona).
oncall-scenario-file-traffic-diurnal = Tráfico: { $value } req/s na curva do día (pico ás 12:00).
oncall-scenario-file-traffic-flat = Tráfico: { $value } req/s todo o día, constante.
oncall-scenario-file-serving = { $count ->
        [one] Ao comezo serve { $count } instancia, por riba do mínimo.
       *[other] Ao comezo serven { $count } instancias, por riba do mínimo.
    }
oncall-scenario-file-surge = { $clock }: un pico de tráfico sobe en { $minutes } min ata { $value } × o tráfico, mantense { $text } min e baixa en { $n } min.
oncall-scenario-file-end = { $clock }: remata o escenario ({ $minutes } min).
# On a narrow window (a phone), the on-call tab shows one pane at a time.
oncall-pane-charts = Medidas e gráficas
