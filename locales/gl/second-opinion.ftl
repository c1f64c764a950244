## A segunda opinión xunto ás relacións de cola da semente (alén da semente)

ref-second-title = Segunda opinión (alén da páxina orixinal)
ref-second-intro = O p99 e os tempos límite da páxina orixinal son aproximacións de manual. Ao seu carón están os valores exactos da mesma cola e unha simulación solicitude a solicitude, para ver onde se manteñen as aproximacións (carga lixeira) e onde se desvían (preto da saturación); o xogo séguese xogando cos valores da páxina orixinal.
ref-second-exact-p99 = p99 (exacto) = o t tal que P(T > t) = 0,01, T = espera + servizo: P(T > t) = (1 − C)·e^(−t/S) + C·(α·e^(−t/S) − (1/S)·e^(−α·t))/(α − 1/S), α = N/S − λ (límite (1 − C + C·(1 + t/S))·e^(−t/S) cando α = 1/S); resolto polo método de Newton nun intervalo, limitado ao tempo límite de 2 s, e 2 s cando a ≥ N
ref-second-abandonment = Tempos límite con abandono (M/M/N+D): unha solicitude que esperou τ = 2 s márchase. β = N/S − λ, J = (1 − e^(−βτ))/β + e^(−βτ)/(N/S), E = 1/(λ·B(N − 1, a)); P(tempo límite) = (1 + (λ − N/S)·J)/(λE + λJ), P(espera) = λJ/(λE + λJ); unha soa fórmula para calquera carga, continua en a = N, calculada con todas as exponenciais como moito 1
ref-second-simulation = Comprobación solicitude a solicitude: unha simulación de eventos discretos da cola do minuto (chegadas de Poisson a λ, N workers por orde de chegada, servizo exponencial de media S, paciencia de 2 s), que parte baleira e se quenta ata que a cola se encheu varias veces ata a súa paciencia; 20 lotes, cada un polo menos cinco veces máis longo do que tarda a cola en esquecer o seu estado; o p99 de todas as solicitudes medidas (unha solicitude que marchou conta como 2 s) cun intervalo do 95 % tirado da dispersión dos lotes; catro veces máis solicitudes, ata 64 millóns, ata coñecer o p99 a ±2 %
ref-second-assume-gap = Suposición: os valores exactos usan os N, λ e S do propio minuto, como as relacións da páxina orixinal; nunca inflúen no xogo. O p99 simulado compárase co exacto onde as esperas de máis de 2 s son raras; por riba diso, as solicitudes que marchan acurtan a espera das outras.
ref-second-assume-seed = Suposición: o fluxo aleatorio da comprobación ten como semente a da simulación e o minuto (semente × 0x9E3779B9 xor minuto), así que a xanela e `sre-sim check` dan os mesmos números; as súas tiradas exponenciais usan o método zigurat.
ref-second-live-gap = p99 da páxina orixinal
ref-second-p-timeout = P(tempo límite)
ref-second-p-wait = P(espera)
ref-second-check-hint = Comprobar este minuto por simulación (lapela De garda): os tempos de resposta dun millón de solicitudes simuladas, ou máis.
ref-source-7 = Tempo de resposta exacto de M/M/N: D. Gross, J. F. Shortle, J. M. Thompson, C. M. Harris, Fundamentals of Queueing Theory, 4ª ed., Wiley 2008, §2.3 (a espera é nula coa probabilidade 1 − C, se non exponencial de taxa N/S − λ, independente do tempo de servizo).
ref-source-8 = A cola M/M/N+D (paciencia determinista): R. Barrer, «Queuing with impatient customers and ordered service», Operations Research 5(5), 1957; A. Mandelbaum, S. Zeltyn, «The M/M/n+G queue: summary of performance measures» (Technion, 2009).
ref-source-9 = Análise das saídas de simulación: A. M. Law, Simulation Modeling and Analysis, 5ª ed., McGraw-Hill 2015, cap. 9 (quecemento, medias por lotes, procedementos secuenciais); S. Asmussen, P. W. Glynn, Stochastic Simulation, Springer 2007, §III.5a (seccionamento); G. Marsaglia, W. W. Tsang, «The ziggurat method for generating random variables», J. Statistical Software 5(8), 2000.

oncall-metric-p99-exact = Latencia p99, exacta
oncall-metric-timeouts-exact = Tempos límite, M/M/N+D
oncall-chart-p99-exact = p99, exacto
oncall-chart-show-exact = p99 exacto
oncall-chart-show-exact-hint = Debuxar o p99 exacto da mesma cola (a segunda opinión) xunto á aproximación da páxina orixinal.

oncall-check-button = Comprobar este minuto por simulación
oncall-check-button-hint = Simular a cola deste minuto solicitude a solicitude, e comparar o p99 da páxina orixinal, o exacto e o simulado.
oncall-check-after-guess = Dispoñible despois da túa predición: as cifras da comprobación darían a resposta.
oncall-check-title = Comprobar este minuto por simulación
oncall-check-minute = Minuto { $minute } ({ $clock })
oncall-check-running = Simulando… { $done } de { $total } solicitudes
oncall-check-stop = Parar
oncall-check-close = Pechar
oncall-check-no-traffic = Non chega ningunha solicitude neste minuto: non hai cola que simular.
oncall-check-no-workers = Ningunha instancia serve neste minuto: cada solicitude agarda ata o tempo límite de 2 s, non hai cola que simular.
oncall-check-failed = A simulación rematou sen resultado.
oncall-check-col-p99 = p99
oncall-check-col-timeouts = tempos límite
oncall-check-col-wait = agardaron
oncall-check-col-utilization = utilización
oncall-check-row-model = modelo da páxina orixinal
oncall-check-row-exact = exacto
oncall-check-row-simulated = simulado
oncall-check-row-interval = intervalo do 95 %
oncall-check-histogram = Tempos de resposta de { $total } solicitudes simuladas (precedidas de { $count } solicitudes de quecemento)
oncall-check-axis-time = tempo de resposta (ms)
oncall-check-axis-share = parte das solicitudes (%)
oncall-check-above-timeout = O p99 simulado é de { $p99 }, por riba do tempo límite de { $timeout }: o tempo dunha solicitude simulada é a súa espera máis o seu servizo, así que unha que empeza a ser servida xusto antes do tempo límite aínda leva o seu tempo de servizo despois. O p99 da páxina orixinal conta unha solicitude que esgotou o tempo en { $timeout }.
oncall-check-beyond = { $n ->
        [one] { $count } solicitude durou
       *[other] { $count } solicitudes duraron
    } máis que a última barra; unha solicitude que esgotou o tempo conta como 2 s.
oncall-check-seed = semente da simulación { $seed }
