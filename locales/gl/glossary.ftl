# O glosario (src/glossary.rs): para cada termo o seu nome, glossary-<id>, e a
# súa definición, glossary-<id>-definition, en dúas liñas como moito (240
# caracteres). As definicións seguen as relacións da referencia do modelo
# (reference.ftl, assumptions.ftl, second-opinion.ftl) e as súas fontes.

glossary-title = Glosario
glossary-intro = As palabras do simulador, co sentido co que as usan os seus modelos. Un nome da cor das ligazóns abre a relación que o calcula.
glossary-go-to-relation = Amosar a relación que o calcula

## A cola

glossary-utilization = Utilización
glossary-utilization-definition = A parte dos workers ocupados: λ·S / N, a taxa de chegada polo tempo de servizo, entre o número de workers. As colas medran rápido preto do 100 %, e a utilización medida nunca o supera.
glossary-littles-law = Lei de Little
glossary-littles-law-definition = Nun sistema estable, o número medio de solicitudes dentro é igual á taxa de chegada polo tempo medio que pasa cada unha nel: L = λW. Con W = S conta os workers ocupados, λ·S.
glossary-erlang-c = Erlang C
glossary-erlang-c-definition = A probabilidade de que unha solicitude que chega atope os N workers ocupados e teña que agardar: C(a, N), con a = λ·S a carga ofrecida en erlangs. Vale 1 en canto a ≥ N.
glossary-queueing-delay = Atraso de cola
glossary-queueing-delay-definition = O tempo que unha solicitude agarda por un worker libre antes de comezar o seu servizo: P(W > t) = C·e^(−(N/S − λ)·t). Dispárase cando a utilización se achega ao 100 %.
glossary-p99 = p99 (latencia de cauda)
glossary-p99-definition = O tempo de resposta que o 99 % das solicitudes non supera; o 1 % máis lento tarda máis. O modelo suma os cuantís de servizo e de espera (unha aproximación) e limítao ao tempo límite de 2 s.
glossary-timeout = Tempo límite
glossary-timeout-definition = O tempo que un cliente agarda antes de desistir: aquí, 2 s. A parte das solicitudes que agardan máis ca iso por un worker, P(W > 2 s), falla e cóntase como erro do SLO.
glossary-error-rate = Taxa de erros
glossary-error-rate-definition = A parte das solicitudes que fallan: erros da versión defectuosa, esperas máis alá do tempo límite de 2 s e traballo por riba da capacidade dunha flota saturada. Dividida entre o 0,1 % é a taxa de consumo.

## A caché e a base de datos

glossary-cache-hit-rate = Taxa de acertos da caché
glossary-cache-hit-rate-definition = A parte das solicitudes que a caché responde sen consultar a base de datos: acerto = enchemento × rT/(1 + rT), con r = λ / 20 000 obxectos populares e T o TTL.
glossary-ttl = TTL (tempo de vida)
glossary-ttl-definition = Canto tempo se garda unha resposta na caché antes de que unha solicitude a volva buscar na base de datos. Un TTL máis longo dá máis acertos, pero respostas máis vellas (idade media ≈ TTL/2).
glossary-staleness = Obsolescencia (idade na caché)
glossary-staleness-definition = A idade dunha resposta servida desde a caché: arredor de TTL/2 de media. Un cambio feito na base de datos despois de lela aínda non se ve.
glossary-database-utilization = Utilización da base de datos
glossary-database-utilization-definition = A carga da base de datos (fallos da caché × consultas por solicitude, máis o quecemento) entre a súa capacidade de 4 000 consultas/s. O tempo de consulta, 5 ms/(1 − ρ), dispárase preto do 100 %.

## O obxectivo e o seu orzamento

glossary-slo = SLO (obxectivo de nivel de servizo)
glossary-slo-definition = A fiabilidade prometida: aquí, o 99,9 % das solicitudes servidas sen erro nun mes de 30 días. As solicitudes descartadas non contan como erros.
glossary-error-budget = Orzamento de erros
glossary-error-budget-definition = Os erros que o SLO permite: 1 − 99,9 % = 0,1 % dun mes de 30 días. Cada minuto gasta del unha parte igual á taxa de consumo ÷ 43 200, sexa cal sexa o seu tráfico; se se excede, queda por debaixo de cero.
glossary-burn-rate = Taxa de consumo
glossary-burn-rate-definition = A velocidade á que os erros gastan o orzamento: a taxa de erros ÷ 0,1 %. A 1 ×, o orzamento dura xusto o mes; a 14,4 ×, o 2 % del vaise nunha hora.
glossary-multi-window-page = Alerta de dúas xanelas
glossary-multi-window-page-definition = Avisar cando a taxa de consumo é de polo menos 14,4 × tanto na última hora coma nos últimos 5 minutos (o 2 % do orzamento nunha hora). O SRE Workbook engade un aviso máis lento, 6 × en 6 h e 30 min.

## Os remedios

glossary-autoscaling = Escalado automático (seguimento de obxectivo)
glossary-autoscaling-definition = Dimensiona a flota para manter a utilización nun obxectivo: desexadas = ⌈servindo × utilización / obxectivo⌉, desde o mínimo ata 40 instancias. As instancias novas serven despois do atraso de arranque.
glossary-boot-delay = Atraso de arranque
glossary-boot-delay-definition = Os minutos entre lanzar unha instancia e a primeira solicitude que serve: 3 por defecto, 8 no pico de tráfico e na lección de escalado automático. A capacidade pedida agora chega ese tempo máis tarde.
glossary-rollback = Reversión
glossary-rollback-definition = Volver á última versión boa: vólvese despregar nunha flota nova (5 min, facturadas as dúas flotas) e despois todo o tráfico pasa a ela.
glossary-load-shedding = Descarte de carga
glossary-load-shedding-definition = Rexeitar a propósito parte das solicitudes para servir o resto: aquí unha parte do 30 % de baixa prioridade, á que o balanceador de carga pide que o tente de novo máis tarde. Non son erros do SLO.
glossary-graceful-degradation = Degradación controlada
glossary-graceful-degradation-definition = Responder con menos en vez de fallar: desactivar a funcionalidade pesada quita as recomendacións e aforra 20 ms de CPU e unha consulta á base de datos por solicitude.

## Os modelos de colas

glossary-mmn = M/M/N
glossary-mmn-definition = A cola que supón o modelo: chegadas de Poisson, tempos de servizo exponenciais e N workers idénticos que comparten unha cola atendida por orde de chegada. De aí saen Erlang C e o p99 exacto.
glossary-mmn-d = M/M/N+D (abandono)
glossary-mmn-d-definition = Unha M/M/N na que unha solicitude que agardou un tempo fixo D se vai (aquí D = 2 s, o tempo límite). A segunda opinión calcula con ela a parte exacta de tempos límite.

## O camiño das solicitudes

glossary-retry-storm = Tormenta de reintentos
glossary-retry-storm-definition = Os clientes reenvían as solicitudes que fallaron ou esgotaron o tempo; os reintentos engaden carga, así que fallan máis solicitudes, que á súa vez se reenvían. Na lapela Arquitectura, unha soa capa lenta acaba nunha caída.
glossary-bottleneck = Colo de botella
glossary-bottleneck-definition = A capa que se satura primeiro (utilización por riba do 100 %) e limita así todo o camiño; se ningunha se satura, a de maior utilización máxima.
glossary-headroom = Marxe
glossary-headroom-definition = A capacidade de reserva gardada para os picos e para o atraso de arranque: unha utilización obxectivo do 60 % deixa un 40 %. Custa diñeiro; a corrección de arquitectura quere cada capa como moito ao 85 % no seu pico.
