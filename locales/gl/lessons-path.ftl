## The lessons added to the path: alerting on burn rate, headroom for a
## failure, the retry storm, queues and timeouts, the outage that outlives
## its cause.

lesson-retry-storm-title = A tormenta de reintentos
lesson-retry-storm-idea = Os reintentos multiplican a carga dun nivel que falla: unha lentitude de dous segundos vólvese unha caída.
lesson-retry-storm-step-1 = O camiño das solicitudes: 400 solicitudes por segundo a través dun balanceador de carga, dúas réplicas da aplicación e unha base de datos con 10 conexións de 20 ms cada unha, así que a base de datos serve 10 ÷ 0,020 s = 500 consultas por segundo: sitio para as 400. Máis alá da páxina orixinal, un detonante: de 2 s a 4 s un nivel vai tres veces máis lento (a súa tarxeta está baixo as etapas). Os clientes reintentan dúas veces unha solicitude fallida. Estima primeiro, despois preme Executar: que carga máxima ofrecerán os clientes, reintentos incluídos?
lesson-retry-storm-step-1-question = Carga ofrecida máxima, solicitudes por segundo?
lesson-retry-storm-step-1-why = En canto case todas as solicitudes fallan, cada unha envíase tres veces (1 + 2 reintentos): 3 × 400 = 1200 solicitudes por segundo, nun camiño dimensionado para 400. Os reintentos triplican a carga xusto cando o camiño está máis débil.
lesson-retry-storm-step-1-hint-1 = Cada solicitude fallida envíase de novo, ata 2 veces máis.
lesson-retry-storm-step-1-hint-2 = Con todo fallando, a carga tende a (reintentos + 1) × a carga nova.
lesson-retry-storm-bottleneck = A lentitude rematou aos 4 s, e aínda así aos 10 s todas as solicitudes seguen fallando. Antes de arranxalo, nomea o colo de botella: o nivel que se saturou primeiro. Dous niveis acaban rexeitando ou poñendo en cola; le o debuxo e a táboa paso a paso.
lesson-retry-storm-bottleneck-question = Que nivel é o colo de botella?
lesson-retry-storm-bottleneck-why = A base de datos: tres veces máis lenta, serviu 500 ÷ 3 ≈ 167 consultas por segundo desde os 2 s, menos ca as 400 solicitudes novas, e saturouse no primeiro paso da lentitude (2,25 s). A aplicación só se saturou aos 3 s, cando os reintentos lle levaron 800 solicitudes por segundo para as súas 640. O colo de botella é o nivel que cede primeiro, non o que falla con máis ruído.
lesson-retry-storm-bottleneck-hint-1 = Compara, paso a paso, o que chega a cada nivel co que pode servir.
lesson-retry-storm-bottleneck-hint-2 = A base de datos serve conexións ÷ tempo de consulta, dividido pola lentitude mentres dura; a aplicación, réplicas × concorrencia ÷ tempo de servizo.
lesson-retry-storm-step-2 = Despois dos 4 s a base de datos volve servir 500 consultas por segundo, pero os clientes seguen ofrecendo ata 1200 e a aplicación pásalle ata 640: as súas solicitudes en espera nunca se baleiran, e cada solicitude agarda máis alá do tempo límite de 1 s. Sen reintentos, as 400 solicitudes novas caberían. Os reintentos son o tema desta lección: cambia só os reintentos, para que o camiño se recupere (como moito un 5 % de fallos desde 3 s despois da lentitude, cada nivel ocupado como moito ao 85 %). Máis capacidade na base de datos tamén valería (o botón de corrección atopa un cambio así), pero a base de datos abondaba para a carga real.
lesson-retry-storm-step-2-hint-1 = A base de datos só se baleira mentres o que lle chega está por debaixo de 500 por segundo.
lesson-retry-storm-step-2-hint-2 = Con todo fallando, os clientes ofrecen (reintentos + 1) × 400; a aplicación pasa como moito 640.
lesson-retry-storm-step-2-hint-3 = Pon load.retries en 0: 400 por segundo, e o que está en espera baléirase a 100 por segundo.
lesson-retry-storm-remember = Recuperaches o camiño quitando os reintentos. Os reintentos multiplican a carga do nivel que falla, ata (reintentos + 1) × a carga nova, así que unha lentitude de dous segundos dunha base de datos con marxe volveuse unha caída que non podía baleirar. Limita os reintentos onde un nivel xa se está afogando; a última lección do percorrido mostra remedios que os manteñen.
