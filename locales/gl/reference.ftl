# Referencia do modelo. As relacións, a nota da aproximación, a liña da
# suposición, a da aleatoriedade e o aviso son o texto da páxina orixinal
# (que deixa as fórmulas en inglés; aquí tradúcense as súas palabras,
# mantéñense os símbolos e os números escríbense á galega).
# As marcas de fonte non forman parte das mensaxes:
#   traffic [6], erlang-c [3][6], timeouts [3], p99 [3][6], utilization [4],
#   cache [5], database [6], slo [1][2], autoscaling [6].
# Os títulos dos libros e artigos quedan en inglés.

ref-title = Referencia do modelo
ref-intro = Todas as relacións que usa o simulador, coa súa fonte. As constantes marcadas como suposicións son calibracións ilustrativas.
ref-educational = Modelo educativo — non apto para decisións operativas. Os emprazamentos reais calibran cada constante segundo o seu propio equipamento e datos.
ref-col-relation = Relación
ref-source = Fonte
ref-live-value = Valor actual
ref-assumption = Suposición
ref-assumption-calibration = Suposición: o número de workers, os tempos de servizo, a capacidade da base de datos, o tamaño da caché, a velocidade de recheo, os prezos e a taxa de erros da versión defectuosa son valores ilustrativos para un servizo web de tamaño medio.

## Relacións do modelo de garda: un título curto e despois a fórmula da páxina orixinal

ref-oncall-traffic-title = Tráfico
ref-oncall-traffic = λ(t) = base × (1 + 0,25·sin(2π(t + reloxo − 6 h)/24 h)) × pico(t), reloxo = hora do día ao comezo (punta ás 12:00); conta/min ≈ N(60λ, √(60λ)) × (1 + N(0, 0,02))
ref-oncall-erlang-c-title = Cola (Erlang C)
ref-oncall-erlang-c = N = instancias × 16 workers, a = λ·S; C(a, N) = B / (1 − (a/N)(1 − B)), B = Erlang B
ref-oncall-timeouts-title = Tempos límite e sobrecarga
ref-oncall-timeouts = P(W > t) = C·e^(−(N/S − λ)·t); tempos límite = P(W > 2 s); a ≥ N ⇒ parte fallida = 1 − N/a
ref-oncall-p99-title = Latencia de cauda (p99)
ref-oncall-p99 = p99 ≈ S·ln 100 + ln(C/0,01)/(N/S − λ) (cuantil de servizo + cuantil de espera, unha aproximación)
ref-oncall-p99-approx = Aproximación: sumar os cuantís de servizo e de espera non é o p99 exacto da súa suma (pode quedar algo alto ou baixo); a cola trátase como estacionaria dentro de cada minuto porque as solicitudes tardan milisegundos.
ref-oncall-utilization-title = Utilización (lei de Little)
ref-oncall-utilization = workers ocupados L = λ·S ⇒ utilización = λ·S / N
ref-oncall-cache-title = Taxa de acertos da caché
ref-oncall-cache = acerto = enchemento × rT/(1 + rT), r = λ / 20 000 obxectos; idade media dunha resposta na caché ≈ T/2
ref-cache-timer-note = acerto = rT/(1 + rT) vale para solicitudes de Poisson cando o temporizador comeza nun fallo e os acertos non o renovan; un temporizador que se reinicia en cada acerto dá no seu lugar 1 − e^(−rT) (Fofack, Nain, Neglia, Towsley, 2012).
ref-oncall-database-title = Base de datos
ref-oncall-database = carga da base de datos = λ·q·(1 − acerto); tempo de consulta = 5 ms/(1 − ρ_db) (≤ 250 ms); S = S_app + (1 − acerto)·q·tempo de consulta
ref-oncall-slo-title = Orzamento de erros e taxa de consumo
ref-oncall-slo = orzamento = 1 − SLO = 0,1 %; taxa de consumo = taxa de erros / 0,1 %; Δorzamento por min = taxa de consumo / 43 200; taxa de consumo (1 h) = taxa de erros media nos últimos 60 min / 0,1 % (a xanela comeza enchida co minuto de apertura)
ref-oncall-autoscaling-title = Escalado automático
ref-oncall-autoscaling = desexadas = ⌈servindo × utilización / obxectivo⌉ (a utilización satura no 100 %); as instancias novas serven despois do atraso de arranque
ref-oncall-constants-title = Constantes
ref-oncall-constants = 16 workers/instancia · tempo de servizo da aplicación 50 ms (+20 ms e +1 consulta coa funcionalidade activada) · 2 consultas/solicitude · base de datos 4 000 consultas/s · 20 000 obxectos máis usados · recheo da caché τ = 30 min (máis lento por riba do 80 % de utilización da base de datos) · tarefa de quecemento +12 %/min durante 6 min, +600 consultas/s · tempo límite 2 s · 30 % de tráfico de baixa prioridade · versión defectuosa +5 % de erros, ×1,25 de CPU · reversión 5 min · 0,40 $ por hora de instancia · redución de ≤ 20 % da frota tras 10 minutos tranquilos · ata 40 instancias
ref-oncall-randomness-title = Aleatoriedade
ref-oncall-randomness = Aleatoriedade: un xerador mulberry32 con semente; distribucións usadas — uniforme, exponencial (CDF inversa), normal (Box–Muller), Poisson (Knuth). A semente móstrase e pódese compartir.

## Fontes: da [1] á [6] e despois as citadas para os controis

ref-sources-title = Fontes
ref-sources-controls = Tamén citadas para os controis
ref-source-1 = Orzamento de erros e SLO: Beyer, Jones, Petoff, Murphy (eds.), Site Reliability Engineering, O’Reilly 2016, cap. 3 «Embracing Risk» e cap. 4 «Service Level Objectives».
ref-source-1-url = https://sre.google/sre-book/embracing-risk/
ref-source-2 = Taxa de consumo e alertas con varias xanelas: Beyer et al. (eds.), The Site Reliability Workbook, O’Reilly 2018, cap. 5 «Alerting on SLOs» (S. Thurgood et al.). Alertas recomendadas: alerta cando as taxas de consumo de 1 h e de 5 min son as dúas ≥ 14,4 (o 2 % do orzamento nunha hora); alerta con 6 h / 30 min ≥ 6 (5 %); incidencia con 3 d / 6 h ≥ 1 (10 %).
ref-source-2-url = https://sre.google/workbook/alerting-on-slos/
ref-source-3 = Erlang B e Erlang C, tempo de espera M/M/N: A. K. Erlang (1917); L. Kleinrock, Queueing Systems, Vol. 1: Theory, Wiley 1975; G. Koole, A. Mandelbaum, «Queueing models of call centers: an introduction», Annals of Operations Research 113 (2002). Recorrencia B(0) = 1, B(k) = a·B(k−1) / (k + a·B(k−1)); valor de referencia a = 10 erlangs, N = 12 servidores ⇒ C ≈ 0,4494.
ref-source-4 = Lei de Little: J. D. C. Little, «A proof for the queuing formula L = λW», Operations Research 9(3), 1961.
ref-source-5 = Taxa de acertos dunha caché con TTL: J. Jung, A. W. Berger, H. Balakrishnan, «Modeling TTL-based Internet caches», IEEE INFOCOM 2003.
ref-source-6 = Calibración ilustrativa: as constantes marcadas como suposicións (workers, tempos de servizo, capacidade da base de datos, tamaño da caché, velocidade de recheo, prezos, taxa de erros da versión defectuosa) son nosas, para un servizo web de tamaño medio.
ref-source-hpa = Seguimento de obxectivo: Kubernetes Horizontal Pod Autoscaler, desired = ⌈current × metric / target⌉.
ref-source-hpa-url = https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/
ref-source-cascading = Descarte de carga, reintentos e fallos en cadea: Site Reliability Engineering, cap. 22 «Addressing Cascading Failures».
ref-source-rng = Aleatoriedade: mulberry32 (T. Ettinger, 2017, dominio público) dá números uniformes; o ruído do tráfico é normal (Box–Muller; Box & Muller, Ann. Math. Statist. 29(2), 1958): conta/min = N(60λ, √(60λ)) × (1 + N(0, 0,02)), dúas tiradas por minuto; o comezo, o tamaño e a duración do pico son uniformes nos seus intervalos, tirados unha vez ao comezo. Nada máis é aleatorio.

## Words of the live values, as the formulas name them

ref-word-utilization = utilización
ref-word-hit = acerto
ref-word-db = carga da base de datos
ref-word-query = tempo de consulta
ref-word-burn = taxa de consumo
ref-word-budget = orzamento
ref-word-desired = desexadas
ref-word-serving = servindo
ref-word-booting = arrancando
ref-word-target = obxectivo
ref-word-min = mín
ref-word-clamp = limitar
ref-word-shed = descarte
ref-word-bad = versión defectuosa
ref-word-error = erros
