# Simulador de arquitectura. A páxina orixinal só existe en inglés; estes
# textos son a súa tradución.

arch-intro = Monta un camiño de solicitudes, fai pasar unha carga por el e mira como transcorren dez segundos. Cada capa garda as súas propias solicitudes en espera, así que o simulador mostra que capa se satura primeiro, que lle fai iso á latencia e como os reintentos converten unha soa capa lenta nunha caída do servizo. Todo se calcula neste ordenador — o simulador non fai chamadas de rede.
arch-starting-point = Punto de partida

## Etapas do camiño das solicitudes

arch-stage-load = Carga
arch-stage-lb = Balanceador de carga
arch-stage-app = Aplicación
arch-stage-cache = Caché
arch-stage-queue = Cola + workers
arch-stage-db = Base de datos
arch-state-on = activado
arch-state-off = desactivado
arch-state-idle = en repouso
arch-cache-off = caché desactivada
arch-no-workers = sen workers
arch-sync-path = Camiño síncrono

## Axustes (a unidade despois dunha coma)

arch-rps = Solicitudes por segundo
arch-client-timeout = Tempo límite do cliente, ms
arch-retries = Reintentos por solicitude fallida
arch-lb-instances = Instancias
arch-app-replicas = Réplicas
arch-app-concurrency = Concorrencia por réplica
arch-app-service-time = Tempo de servizo, ms
arch-cache-on = Capa de caché diante da base de datos
arch-cache-hit-ratio = Taxa de acertos, %
arch-queue-on = O 30 % das solicitudes agarda por un worker
arch-queue-workers = Workers
arch-queue-job-time = Duración de cada traballo, ms
arch-queue-buffer = Búfer da cola
arch-db-connections = Conexións do pool
arch-db-query-time = Tempo de consulta, ms

## Notas fixas baixo cada etapa

arch-lb-note = 2 000 req/s e 500 conexións en espera por instancia (fixo).
arch-app-note = Capacidade = réplicas × concorrencia ÷ tempo de servizo. 64 solicitudes en espera por réplica.
arch-cache-note = Capa de 20 000 req/s; os acertos nunca chegan á base de datos.
arch-queue-note = Un traballo por solicitude asíncrona, unha escritura na base de datos por traballo.
arch-db-note = Capacidade = conexións ÷ tempo de consulta. 200 consultas en espera por conexión; as seguintes rexéitanse.

## Execución, corrección e varrido de carga

arch-run = Executar
arch-run-hint = Executa un escenario para debuxar a saída do modelo.
arch-fix = Buscar unha corrección
# $setting (texto) a etiqueta traducida do axuste, por exemplo arch-app-replicas
# $from, $to (texto) o seu valor actual e o proposto, xa formatados
arch-fix-proposed = Corrección proposta — { $setting }: { $from } → { $to }
arch-fix-none = Ningún cambio illado permite superar a proba con marxe (utilización máxima ≤ 85 %).
arch-fix-searching = Buscando a corrección máis pequena… cambios probados: { $count }
arch-apply-fix = Aplicar e executar de novo
arch-sweep = Varrer a carga
arch-knee = Cóbado da curva
arch-before = Antes
arch-after = Despois

## Resumo da última simulación

arch-offered-load = Carga ofrecida
arch-mean-latency = Latencia media
arch-failing = Solicitudes fallidas
arch-bottleneck = Colo de botella
arch-passed = Superada
arch-failed = Non superada
arch-idle = En repouso — aínda non se executou nada
arch-capacity = Capacidade
arch-peak-utilization = Utilización máxima
arch-passed-no-headroom = Superada sen marxe
arch-verdict-hint = ✓ superada con marxe (cada capa ≤ 85 % no seu máximo) · ▲ superada, pero unha capa pasou do 85 % · ✖ non superada: fallou máis do 5 % das solicitudes dun paso
arch-utilization-hint = Utilización máis alta desta capa nun paso da simulación: ✓ ata o 85 % · ▲ ata o 100 % · ✖ saturada, a súa cola medra
arch-summary-offered-mean = Carga ofrecida, media da simulación
arch-summary-offered-peak = Carga ofrecida, máximo dun paso
arch-summary-latency-mean = Latencia, media da simulación
arch-summary-latency-peak = Latencia, máximo dun paso
arch-summary-beyond-timeout = A latencia media, { $latency }, supera o tempo límite do cliente, { $timeout }: os servidores seguen servindo solicitudes que os seus clientes xa abandonaron, e eses clientes vólvenas enviar. Esa é a tormenta de reintentos.
arch-summary-failing-run = Solicitudes fallidas, parte da simulación
arch-summary-failing-peak = Solicitudes fallidas, máximo dun paso

## Táboa de pasos e gráficas

arch-steps-title = Cada paso, cada valor
arch-steps-caption = Valores do modelo en cada paso da última simulación
arch-col-t = t, s
arch-col-offered = Ofrecido, req/s
arch-col-latency = Latencia, ms
arch-col-failing = Fallos, %
arch-col-backlog = En espera
arch-chart-offered = Carga ofrecida, req/s
arch-chart-latency = Latencia media, ms
arch-chart-failing = Solicitudes fallidas, %
arch-chart-backlog = Solicitudes en espera
arch-chart-capacity-curve = Latencia media segundo a carga ofrecida
arch-chart-sweep-failing = Solicitudes fallidas segundo a carga ofrecida
arch-axis-time-secs = Tempo, s
arch-axis-offered-rps = Carga ofrecida, req/s
arch-axis-latency-ms = Latencia, ms
arch-axis-failing-pct = Fallos, %
arch-axis-backlog-requests = En espera, solicitudes

## Como funciona

arch-how-it-works = Como funciona
arch-model-title = O modelo, completo
arch-model-1 = Un modelo de cola fluída: cada capa acumula solicitudes en espera, serve á súa capacidade e pon o resto na cola. O tempo de espera é solicitudes en espera ÷ capacidade; a latencia media é a suma dos tempos de servizo e das esperas ao longo do camiño.
arch-model-2 = Pasos de 250 ms, dez segundos, corenta pasos. Sen aleatoriedade en ningures: as mesmas entradas dan sempre a mesma traza.
arch-model-3 = Coa capa de cola activada, o 30 % das solicitudes agarda por un worker; cada traballo procesado é unha escritura na base de datos, así que uns workers lentos tamén cargan a base de datos.
arch-model-4 = O cliente reintenta as solicitudes que fallan, por esgotar o tempo límite ou porque un búfer estaba cheo; a proporción de reintentos vén do paso anterior, e iso é o que fai que a carga suba en vez de estabilizarse.
arch-model-5 = Unha simulación falla cando máis do 5 % das solicitudes ofrecidas fallan nun paso — por tempo límite ou porque un búfer estaba cheo e a solicitude foi rexeitada.
arch-model-6 = O botón de corrección escolle o cambio illado máis pequeno co que, segundo o mesmo modelo, a simulación se supera con marxe (utilización máxima ≤ 85 %) e vólvea executar. Sen axustes ocultos: o cambio móstrase antes de aplicalo.

## Táboa de constantes

arch-constants-title = Constantes e regras — valores predeterminados documentados, non medicións
arch-col-stage = Capa
arch-col-capacity = Capacidade
arch-col-buffer = Búfer
arch-const-lb-capacity = 2 000 req/s × instancias
arch-const-lb-buffer = 500 conexións en espera por instancia
arch-const-app-capacity = réplicas × concorrencia ÷ tempo de servizo
arch-const-app-buffer = 64 solicitudes en espera por réplica
arch-const-cache-capacity = 20 000 req/s; os acertos non pasan pola base de datos
arch-const-cache-buffer = 5 000 consultas á caché en espera
arch-const-queue-capacity = workers ÷ duración de cada traballo
arch-const-queue-buffer = o teu búfer; por riba del, os traballos rexéitanse
arch-const-db-capacity = conexións ÷ tempo de consulta
arch-const-db-buffer = 200 consultas en espera por conexión

## O que isto non é

arch-what-not = O que isto non é
arch-not-1 = Non é unha proba de rendemento do teu hardware. Non se mide nada — cada número é a saída do modelo para a configuración que escolliches.
arch-not-2 = Sen distribución de latencias: unha clase de solicitudes cabe no tempo límite ou non cabe, así que os tempos límite chegan de golpe, coma un chanzo, e non coma a cauda dunha distribución.
arch-not-3 = O modelo da especificación non ten escalado automático, disxuntor, quecemento nin orzamento de reintentos; o orzamento de reintentos e o disxuntor de máis abaixo son nosos, ao seu carón, e desactivados por defecto.
arch-not-4 = Non analiza nada: o simulador non fai chamadas de rede nin garda nada sobre ti.
arch-useful-question = A pregunta útil non é «aguantará 400 req/s», senón «que capa cede primeiro, e tería axudado a corrección que escollín antes de que os reintentos agocharan o problema». Iso é o que responde a simulación.
arch-fix-in-lesson = Buscar unha corrección e Varrer a carga agardan polo final da lección: a corrección é a súa pregunta.
