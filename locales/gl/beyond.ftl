## Máis alá da páxina orixinal, na lapela de arquitectura: un detonante (unha capa
## ralentizada durante un tempo) e cinco remedios para unha tormenta de reintentos,
## ao lado do modelo da páxina orixinal.

arch-beyond-title = Máis alá da páxina orixinal: a caída que sobrevive á súa causa
arch-beyond-intro = Non está no modelo da páxina orixinal, senón ao seu lado: unha capa ralentizada durante un tempo (o detonante) e cinco remedios habituais para unha tormenta de reintentos. Con todos eles desactivados, o camiño é o da páxina orixinal, cifra por cifra.
arch-trigger-card = Detonante: unha capa ralentízase
arch-trigger-hint = Entre os dous instantes, o tempo de servizo da capa multiplícase polo factor, así que a súa capacidade divídese por el. Cando remata, recupérase o camiño? [14]
arch-remedies-card = Remedios
arch-app-slow-factor = Lentitude da app, ×
arch-app-slow-from-s = App lenta desde, s
arch-app-slow-to-s = App lenta ata, s
arch-db-slow-factor = Lentitude da BD, ×
arch-db-slow-from-s = BD lenta desde, s
arch-db-slow-to-s = BD lenta ata, s
arch-budget-on = Orzamento de reintentos
arch-budget-pct = Reintentos como moito, % das novas
arch-budget-hint = O cliente só envía reintentos ata esta parte das súas solicitudes novas en cada paso; os demais fallan de inmediato, sen enviarse. [10]
arch-backoff-on = Espera exponencial con fluctuación
arch-backoff-base-ms = Espera base, ms
arch-backoff-cap-ms = Tope da espera, ms
arch-backoff-hint = O k-ésimo reintento agarda un tempo tirado uniformemente entre 0 e min(tope, base × 2^(k−1)): os reintentos repártense polos pasos seguintes en vez de chegar todos no seguinte. [12]
arch-breaker-on = Disxuntor
arch-breaker-threshold-pct = Ábrese por riba de, % fallos
arch-breaker-window-s = Contado durante, s
arch-breaker-cooldown-s = Segue aberto, s
arch-breaker-probe-pct = Sondas en semiaberto, %
arch-breaker-hint = Ábrese cando, na súa xanela, falla máis do limiar do que enviou; mentres está aberto, as solicitudes fallan de inmediato sen chegar ao camiño; pasado o tempo aberto, deixa pasar unha parte de sondas durante un paso e péchase se teñen éxito. [13]
arch-deadline-on = Servidores descartan o caducado
arch-deadline-hint = Cada capa descarta as solicitudes en espera cuxo cliente xa terá desistido antes de que as sirva, en vez de gastar capacidade en respostas que ninguén le; cóntanse como fallidas. [10]
arch-throttle-on = Limitación adaptativa no cliente
arch-throttle-k = K, factor das aceptadas
arch-throttle-window-s = Contado durante, s
arch-throttle-hint = O cliente rexeita localmente con probabilidade max(0, (solicitudes − K × aceptadas) ÷ (solicitudes + 1)) na súa xanela. [11]
arch-recovered = Recuperado: o detonante rematou aos { $end } s, e desde os { $from } s falla como moito o 5 %.
arch-not-recovered-retries = O detonante rematou aos { $end } s; o camiño segue fallando aos { $last } s: os reintentos mantéñeno caído.
arch-not-recovered-capacity = O detonante rematou aos { $end } s; o camiño segue fallando aos { $last } s: a carga nova por si soa supera o que pode servir a capa { $stage }.
arch-not-recovered = O detonante rematou aos { $end } s; despois dos { $from } s aínda falla máis do 5 %.
arch-fix-also = Tamén superan a proba
arch-slowed = lento × { $factor }
arch-expired = caducadas
arch-unsent = fallo sen envío
arch-breaker-state = disxuntor { $state }
arch-breaker-closed = pechado
arch-breaker-open = aberto
arch-breaker-half-open = semiaberto
arch-throttled = limitación { $share }
arch-budget-cap = orzamento ≤ { $rps }

ref-beyond-title = Máis alá da páxina orixinal: o detonante e os remedios
ref-beyond-intro = Non é o modelo da páxina orixinal: é o noso, ao seu lado, cada peza como unha forma fluída da súa fonte en pasos de 0,25 s. Co detonante e todos os remedios desactivados, cada simulación, corrección e varrido é o da páxina orixinal, cifra por cifra.
ref-beyond-trigger = Detonante: nos pasos que comezan en «desde» ou despois e antes de «ata», o tempo de servizo da capa ralentizada × f e a súa capacidade ÷ f. Unha simulación cun detonante supera a proba cando se recupera: como moito o 5 % de fallos en cada paso que remata antes de que comece o detonante e en cada paso desde 3 s despois de que remate e no último paso (sempre xulgado: un detonante que remata tarde tamén ten que rematar co camiño recuperado), e como moito o 85 % de utilización neses pasos.
ref-beyond-metastable = Un fallo metaestable: un detonante leva o camiño a un estado no que un efecto que o sostén, aquí os reintentos, o mantén sobrecargado cando o detonante xa desapareceu; retirar a carga que o sostén recupérao. [14]
ref-beyond-budget = Orzamento de reintentos: reintentos enviados nun paso ≤ b × novas. Cando tocan máis, cada un envíase coa parte (b × novas) ÷ pendentes; os demais fallan sen enviarse e non se reintentan. [10]
ref-beyond-backoff = Espera con fluctuación completa: o k-ésimo reintento dunha solicitude que fallou no paso s agarda U(0, min(tope, base × 2^(k−1))); a parte enviada no paso s + j é a parte dese intervalo que cae en [(j − 1) × 0,25 s, j × 0,25 s). [12]
ref-beyond-breaker = Disxuntor: pechado → aberto cando Σ fallidas ÷ Σ enviadas > limiar nos últimos pasos pechado, tantos como xanela ÷ 0,25 s; aberto durante tempo aberto ÷ 0,25 s pasos, sen enviar nada; semiaberto durante un paso, no que se envía a parte de sondas; despois pechado se falla como moito o limiar das sondas, se non, aberto de novo. As solicitudes que fai fallar non se reintentan. [13]
ref-beyond-deadline = Servidores atentos ao prazo: unha capa mantén en espera como moito (tempo límite − tempo pasado antes dela − o seu tempo de servizo) × capacidade; o resto descártase como caducado e falla coma un rexeitamento, así que ningunha espera supera o tempo límite. [10]
ref-beyond-throttle = Limitación adaptativa: p = max(0, (solicitudes − K × aceptadas) ÷ (solicitudes + 1)) na última xanela; as solicitudes cóntanse ao chegar á limitación (despois do disxuntor) e as aceptadas son as solicitudes enviadas que non fallaron; as rexeitadas fallan sen enviarse e non se reintentan. [11]
ref-beyond-fix = A busca da corrección proba cada remedio polo seu interruptor, cos seus parámetros tal como están, como un cambio de tamaño ln 2 (igual ca activar unha capa), xunto aos cambios de capacidade, nunca a carga nin o detonante. Cun detonante, lista cada cambio illado que recupera o camiño, o menor valor de cada axuste, o cambio máis pequeno primeiro.
ref-beyond-live-trigger = detonante: { $stage } × { $factor } desde { $from } s ata { $to } s, capacidade { $before } → { $during }
ref-beyond-live-budget = orzamento de reintentos: ≤ { $pct } × { $fresh } = { $cap }
ref-beyond-live-step = paso { $t } s: enviadas { $sent }, fallo sen envío { $unsent }, caducadas { $expired }
ref-beyond-live-breaker = disxuntor aos { $t } s: { $state }
ref-beyond-live-throttle = limitación aos { $t } s: p = { $p }
ref-source-10 = B. Beyer, C. Jones, J. Petoff, N. R. Murphy (eds.), Site Reliability Engineering, O’Reilly 2016: cap. 21 «Handling Overload» (orzamentos de reintentos: ata tres intentos por solicitude, reintentos por debaixo do 10 % das solicitudes dun cliente) e cap. 22 «Addressing Cascading Failures» (espera exponencial aleatorizada, descarte do traballo cuxo prazo xa pasou, a tormenta de reintentos como realimentación positiva).
ref-source-11 = O mesmo libro, cap. 21 «Handling Overload»: limitación adaptativa no cliente, que rexeita localmente con probabilidade max(0, (solicitudes − K·aceptadas) ÷ (solicitudes + 1)) nunha xanela móbil (alí, de dous minutos), K = 2.
ref-source-12 = M. Brooker, «Exponential Backoff And Jitter», AWS Architecture Blog, 4 de marzo de 2015: fluctuación completa, random_between(0, min(cap, base·2^attempt)); e «Timeouts, retries, and backoff with jitter», Amazon Builders’ Library.
ref-source-13 = M. T. Nygard, Release It!, Pragmatic Bookshelf 2007 (2.ª ed. 2018), «Circuit Breaker»: pechado, aberto tras un limiar de fallos, semiaberto tras un tempo de espera.
ref-source-14 = N. Bronson, A. Aghayev, A. Charapko, T. Zhu, «Metastable Failures in Distributed Systems», HotOS 2021; L. Huang et al., «Metastable Failures in the Wild», OSDI 2022.
arch-sweep-compare = Rendemento útil cun remedio
arch-sweep-compare-none = ningún
arch-chart-goodput = Rendemento útil segundo a carga nova, sen e co remedio
arch-goodput-without = sen: { $remedy } desactivado
arch-goodput-with = con: { $remedy } activado
arch-collapse = colapsa (primeira carga que falla)
arch-axis-fresh-rps = carga nova, req/s
arch-axis-goodput-rps = rendemento útil, req/s
arch-trigger = Detonante
arch-trigger-value = { $stage } × { $factor }, { $from }–{ $to } s, { $when }
arch-trigger-ahead = por vir
arch-trigger-now = agora
arch-trigger-over = rematado
ref-beyond-live-backoff = espera: o primeiro reintento agarda ata { $first }, o reintento { $k } ata { $last }
ref-beyond-live-deadline = prazo na base de datos: como moito ({ $timeout } − { $before } − { $service }) × { $capacity } = { $kept } en espera (coas colas baleiras antes)
