## The lessons added to the path: alerting on burn rate, headroom for a
## failure, the retry storm, queues and timeouts, the outage that outlives
## its cause.

lesson-burn-rate-alerts-title = Alertar pola taxa de consumo
lesson-burn-rate-alerts-idea = Unha regresión lenta nunca activa a alerta rápida; as xanelas máis lentas cóllena (máis alá da páxina orixinal: as outras dúas alertas do Workbook).
lesson-burn-rate-alerts-scenario-name = Lección: unha regresión lenta
lesson-burn-rate-alerts-scenario-briefing = 08:00, o orzamento de erros enteiro, tráfico plano. Ás 08:10 sae unha versión que fai fallar o 1,25 % das solicitudes. Nada máis cambia en seis horas.
lesson-burn-rate-alerts-step-1 = A alerta da páxina orixinal actívase cando a taxa de consumo chega a 14,4× na última hora e nos últimos 5 minutos: o 2 % do orzamento do mes nunha hora. No minuto 10 sae unha versión que fai fallar o 1,25 % das solicitudes; nada máis falla. Estima a taxa de consumo de 1 hora no minuto 70, cando a última hora xa só ten minutos da versión nova.
lesson-burn-rate-alerts-step-1-question = Taxa de consumo de 1 hora no minuto 70?
lesson-burn-rate-alerts-step-1-why = 1,25 % ÷ 0,1 % = 12,5×, por debaixo dos 14,4× da alerta: por moito que dure, esa alerta non se activa nunca. Porén, a 12,5× o orzamento do mes esgótase en 43 200 ÷ 12,5 = 3 456 minutos, menos de dous días e medio.
lesson-burn-rate-alerts-step-1-hint-1 = A taxa de consumo é a taxa de erros ÷ o orzamento de erros, o 0,1 %.
lesson-burn-rate-alerts-step-1-hint-2 = Desde o minuto 10, cada minuto da hora fai fallar o 1,25 % das solicitudes.
lesson-burn-rate-alerts-step-2 = Máis alá da páxina orixinal, o Site Reliability Workbook pon dúas alertas máis lentas ao lado desa (cap. 5): unha segunda alerta cando a taxa de consumo chega a 6× en 6 horas e en 30 minutos (o 5 % do orzamento en 6 horas), e unha incidencia a 1× en 3 días e en 6 horas (o 10 % en 3 días). As súas xanelas, coma a de 1 hora, comezan enchidas co minuto de apertura, que non tiña erros. A gráfica de erros debúxaas, e a liña baixo as métricas di como están. Estima a taxa de consumo de 6 horas no minuto 130.
lesson-burn-rate-alerts-step-2-question = Taxa de consumo de 6 horas no minuto 130?
lesson-burn-rate-alerts-step-2-why = Do minuto 10 ao minuto 130 a versión fallou durante 121 minutos a 12,5×; os outros 239 minutos da xanela de 6 horas contan os 0× do minuto de apertura: 12,5 × 121 ÷ 360 ≈ 4,20×. A xanela de 30 minutos xa está a 12,5×: a alerta agarda tamén pola xanela longa, para que un fallo breve non esperte a ninguén.
lesson-burn-rate-alerts-step-2-hint-1 = A taxa de consumo dunha xanela é a media das dos seus minutos: 360 para 6 horas.
lesson-burn-rate-alerts-step-2-hint-2 = 121 minutos a 12,5× e 239 a 0×: 12,5 × 121 ÷ 360.
lesson-burn-rate-alerts-step-3 = Segue: a simulación detense cando a taxa de consumo de 6 horas chega a 6× (a de 30 minutos está moi por riba) e se activa a segunda alerta. Estima canto orzamento de erros do mes quedará entón.
lesson-burn-rate-alerts-step-3-question = Orzamento de erros restante cando se activa a segunda alerta?
lesson-burn-rate-alerts-step-3-why = A alerta precisa 6 × 360 = 2 160 minutos-consumo na súa xanela: a 12,5× son 172,8 minutos, así que se activa no minuto 173 da versión, o minuto 182 (11:02). Cada minuto a 12,5× gasta 12,5 ÷ 43 200 do orzamento do mes: 173 × 12,5 ÷ 43 200 ≈ 5,0 % gastado, 95,0 % restante. Así está deseñada a alerta: o 5 % do orzamento en 6 horas.
lesson-burn-rate-alerts-step-3-hint-1 = A alerta actívase en canto a xanela de 6 horas ten 6 × 360 minutos-consumo.
lesson-burn-rate-alerts-step-3-hint-2 = Cada minuto a 12,5× gasta 12,5 ÷ 43 200 do orzamento do mes.
lesson-burn-rate-alerts-step-4 = Actívase a segunda alerta: actúa agora. A causa é a versión nova: volve á última versión boa (a preparación leva 5 minutos). Despois mira a alerta: queda en repouso uns 20 minutos despois de actuares, cando a taxa de consumo de 30 minutos baixa de 6×, aínda que a de 6 horas segue por riba de 6× durante horas. A xanela curta é o que permite que unha alerta se resolva cando desaparece a súa causa. Se agardases pola incidencia, abriríase no minuto 355 (13:55), co 10 % do orzamento gastado.
lesson-burn-rate-alerts-step-4-hint-1 = Volve á última versión boa poucos minutos despois da alerta: como moito no minuto 190.
lesson-burn-rate-alerts-step-4-hint-2 = Preme agora «Volver á última versión boa»; o tráfico cambia 5 minutos despois.
lesson-burn-rate-alerts-remember = Volviches á última versión boa coa segunda alerta. Unha regresión a 12,5× nunca activa a alerta de 14,4×, por moito que dure; a alerta de 6 horas do Workbook colleuna despois do 5 % do orzamento, e a súa xanela de 30 minutos deixouna en repouso pouco despois da túa reversión. Alerta en varias xanelas: rápidas para os consumos fortes, lentas para os consumos lentos, cada unha cunha xanela curta para que se resolva.

lesson-headroom-title = Marxe para unha avaría
lesson-headroom-idea = Dimensionar a flota para o día en que cae unha zona: N + 1.
lesson-headroom-scenario-name = Lección: cae unha zona
lesson-headroom-scenario-briefing = 10:00, tráfico plano de 1400 solicitudes por segundo, nove instancias en tres zonas, escalado automático desactivado. Ás 10:20 cae unha zona. As instancias arrancan en 8 minutos.
lesson-headroom-step-1 = Nove instancias, repartidas en tres zonas, serven 1400 solicitudes por segundo. Cada solicitude ocupa un dos 16 workers dunha instancia durante 73,6 ms (a liña de utilización da referencia do modelo móstrao). Estima a utilización da flota no minuto 5.
lesson-headroom-step-1-question = Utilización no minuto 5?
lesson-headroom-step-1-why = Lei de Little: { $requests } × { $service } s ≈ { $busy } workers ocupados de { $instances } × 16 = { $workers }: { $saturated ->
        [yes] máis dos que ten a flota, así que está chea (100 %) e rexeita o { $turned_away } % das solicitudes.
       *[no] { $busy } ÷ { $workers } ≈ { $utilization } %. Cómodo, nun día normal.
    }
lesson-headroom-step-1-hint-1 = Workers ocupados = chegadas × tempo por solicitude; utilización = workers ocupados ÷ workers.
lesson-headroom-step-1-hint-2 = 1400 × 0,0736 ≈ 103; 9 × 16 = 144.
lesson-headroom-step-2 = No minuto 20 cae unha das tres zonas e leva consigo un terzo das instancias que serven (arredondado: 3 de 9, 4 de 12). O escalado automático está desactivado: o mínimo relanza o perdido, pero unha instancia tarda 8 minutos en arrancar, e tamén as que engadas agora (decide antes do minuto 12). Axusta o mínimo de instancias para que as que queden despois da perda leven as 1400 solicitudes por segundo sen erros e ocupadas como moito ao 85 %, e non pagues nin unha instancia máis do que iso precisa.
lesson-headroom-step-2-hint-1 = 103 workers ocupados ao 85 % precisan 103 ÷ 0,85 ≈ 121 workers: 8 instancias teñen que sobrevivir á perda.
lesson-headroom-step-2-hint-2 = A perda leva un terzo: a flota ten que ter 8 ÷ (2/3) = 12 instancias.
lesson-headroom-step-2-hint-3 = Pon o mínimo de instancias en 12 antes do minuto 12.
lesson-headroom-step-3 = Agora estima a utilización da flota no minuto 20, xusto despois da perda, co mínimo que puxeches.
lesson-headroom-step-3-question = Utilización no minuto 20, despois da perda?
lesson-headroom-step-3-why = Os mesmos 103 workers ocupados, no que queda. Con 12 instancias pérdense 4 e quedan 8 × 16 = 128 workers: 103 ÷ 128 ≈ 80,5 %. Coas 9 do comezo quedarían 6: 103 workers ocupados en 96 é máis do que a flota pode facer, e as solicitudes fallan ata que arrancan as instancias relanzadas.
lesson-headroom-step-3-hint-1 = Os workers ocupados seguen sendo uns 103; divide entre 16 × as instancias que sobreviven.
lesson-headroom-step-4 = Xoga ata o final (minuto 60). As instancias de máis custan cada minuto de cada día normal: ese é o prezo do N + 1.
lesson-headroom-step-4-hint-1 = Custo da flota = instancias × 0,40 $ por hora: 12 instancias custan 4,80 $ por hora.
lesson-headroom-remember = Dimensionaches a flota para a avaría: 12 instancias, para que as 8 que quedan cando cae unha zona estean ocupadas por debaixo do 85 %, e non máis. O N + 1 é capacidade que agarda nun día normal e que é a única que serve no día malo: o escalado automático non a pode arrancar a tempo.

lesson-retry-storm-title = A tormenta de reintentos
lesson-retry-storm-idea = Os reintentos multiplican a carga dunha capa que falla: unha lentitude de dous segundos vólvese unha caída.
lesson-retry-storm-step-1 = O camiño das solicitudes: 400 solicitudes por segundo a través dun balanceador de carga, dúas réplicas da aplicación e unha base de datos con 10 conexións de 20 ms cada unha, así que a base de datos serve 10 ÷ 0,020 s = 500 consultas por segundo: sitio para as 400. Máis alá da páxina orixinal, un detonante: de 2 s a 4 s unha capa vai tres veces máis lento (a súa tarxeta está baixo as capas). Os clientes reintentan dúas veces unha solicitude fallida. Estima primeiro, despois preme Executar: que carga máxima ofrecerán os clientes, reintentos incluídos?
lesson-retry-storm-step-1-question = Carga ofrecida máxima, solicitudes por segundo?
lesson-retry-storm-step-1-why = En canto case todas as solicitudes fallan, cada unha envíase tres veces (1 + 2 reintentos): 3 × 400 = 1200 solicitudes por segundo, nun camiño dimensionado para 400. Os reintentos triplican a carga xusto cando o camiño está máis débil.
lesson-retry-storm-step-1-hint-1 = Cada solicitude fallida envíase de novo, ata 2 veces máis.
lesson-retry-storm-step-1-hint-2 = Con todo fallando, a carga tende a (reintentos + 1) × a carga nova.
lesson-retry-storm-bottleneck = A lentitude rematou aos 4 s, e aínda así aos 10 s todas as solicitudes seguen fallando. Antes de arranxalo, nomea o colo de botella: a capa que se saturou primeiro. Dúas capas acaban rexeitando ou poñendo en cola; le o debuxo e a táboa paso a paso.
lesson-retry-storm-bottleneck-question = Que capa é o colo de botella?
lesson-retry-storm-bottleneck-why = A base de datos: tres veces máis lenta, serviu 500 ÷ 3 ≈ 167 consultas por segundo desde os 2 s, menos ca as 400 solicitudes novas, e saturouse no primeiro paso da lentitude (2,25 s). A aplicación só se saturou aos 3 s, cando os reintentos lle levaron 800 solicitudes por segundo para as súas 640. O colo de botella é a capa que cede primeiro, non o que falla con máis ruído.
lesson-retry-storm-bottleneck-hint-1 = Compara, paso a paso, o que chega a cada capa co que pode servir.
lesson-retry-storm-bottleneck-hint-2 = A base de datos serve conexións ÷ tempo de consulta, dividido pola lentitude mentres dura; a aplicación, réplicas × concorrencia ÷ tempo de servizo.
lesson-retry-storm-step-2 = Despois dos 4 s a base de datos volve servir 500 consultas por segundo, pero os clientes seguen ofrecendo ata 1200 e a aplicación pásalle ata 640: as súas solicitudes en espera nunca se baleiran, e cada solicitude agarda máis alá do tempo límite de 1 s. Sen reintentos, as 400 solicitudes novas caberían. Os reintentos son o tema desta lección: cambia só os reintentos, para que o camiño se recupere (como moito un 5 % de fallos desde 3 s despois da lentitude, cada capa ocupada como moito ao 85 %). Máis capacidade na base de datos tamén valería (o botón de corrección atopa un cambio así), pero a base de datos abondaba para a carga real.
lesson-retry-storm-step-2-hint-1 = A base de datos só se baleira mentres o que lle chega está por debaixo de 500 por segundo.
lesson-retry-storm-step-2-hint-2 = Con todo fallando, os clientes ofrecen (reintentos + 1) × 400; a aplicación pasa como moito 640.
lesson-retry-storm-step-2-hint-3 = Pon load.retries en 0: 400 por segundo, e o que está en espera baléirase a 100 por segundo.
lesson-retry-storm-remember = Recuperaches o camiño quitando os reintentos. Os reintentos multiplican a carga da capa que falla, ata (reintentos + 1) × a carga nova, así que unha lentitude de dous segundos dunha base de datos con marxe volveuse unha caída que non podía baleirar. Limita os reintentos onde unha capa xa se está afogando; a última lección do percorrido mostra remedios que os manteñen.

lesson-queues-and-timeouts-title = Colas e tempos límite
lesson-queues-and-timeouts-idea = Pola lei de Little, unha cola máis longa ca tempo límite × rendemento só garda solicitudes que van caducar.
lesson-queues-and-timeouts-step-1 = Unha cola diante de workers: o 30 % das 400 solicitudes por segundo vólvense traballos, 120 por segundo. Oito workers tardan 75 ms por traballo; a cola garda ata 1000 traballos. Os clientes renden despois de 1 s e aquí non reintentan. Estima primeiro, despois preme Executar: canto de ocupada estará a capa máis ocupada, no seu máximo?
lesson-queues-and-timeouts-step-1-question = Utilización máxima da capa máis ocupada?
lesson-queues-and-timeouts-step-1-why = Os workers serven 8 ÷ 0,075 s ≈ 106,7 traballos por segundo e chegan 120: ρ = 120 ÷ 106,7 = 112,5 %. Por riba do 100 % a cola medra, aquí 13,3 traballos cada segundo.
lesson-queues-and-timeouts-step-1-hint-1 = Utilización ρ = o que chega ÷ o que serve a capa.
lesson-queues-and-timeouts-step-1-hint-2 = Os workers serven workers ÷ duración de cada traballo; os traballos son o 30 % das solicitudes.
lesson-queues-and-timeouts-step-2 = Desde os 7 s todos os traballos fallan, aínda que os workers nunca paran. Lei de Little: un traballo agarda detrás dos que están en espera durante (en espera) ÷ rendemento, aquí (en espera) ÷ 106,7 s. O cliente rende despois de 1 s, e o balanceador de carga, a aplicación e o propio traballo levan 125,5 ms dese tempo: un traballo pode agardar 874,5 ms, así que unha cola máis longa do que os workers rematan nesa espera só garda traballos que van caducar, e os workers serven respostas que ninguén le. Sen workers máis rápidos nin máis numerosos, fai que falle menos do 5 % das solicitudes nos dez segundos: dimensiona o búfer, ou fai que os servidores descarten o traballo caducado (máis alá da páxina orixinal).
lesson-queues-and-timeouts-step-2-hint-1 = A cola útil máis longa é o tempo que pode agardar un traballo × os traballos servidos por segundo.
lesson-queues-and-timeouts-step-2-hint-2 = 0,8745 s × 106,7 traballos por segundo ≈ 93 traballos.
lesson-queues-and-timeouts-step-2-hint-3 = Pon queue.buffer en 93 ou menos, ou activa «Servidores descartan o caducado» (deadline.on).
lesson-queues-and-timeouts-remember = Reduciches a cola ao que os workers poden rematar antes de que o cliente renda (ou deixaches que os servidores descarten o traballo caducado). Pola lei de Little, unha cola garda (en espera) ÷ rendemento de espera: por riba de tempo límite × rendemento só almacena fallos, e mantén os workers ocupados neles.

lesson-metastable-failure-title = A caída que sobrevive á súa causa
lesson-metastable-failure-idea = Un detonante breve, e os reintentos manteñen o camiño caído cando xa pasou: un fallo metaestable.
lesson-metastable-failure-step-1 = Esta base de datos ten 12 conexións de 20 ms: 600 consultas por segundo para 400 solicitudes novas, ocupada ao 67 %. De 2 s a 4 s vai catro veces máis lenta (o detonante, máis alá da páxina orixinal); aos 4 s recupera toda a velocidade. Os clientes reintentan dúas veces unha solicitude fallida. Estima primeiro, despois preme Executar: que parte das solicitudes segue fallando no último paso, aos 10 s, seis segundos despois de que remate o detonante?
lesson-metastable-failure-step-1-question = Parte fallida no último paso, aos 10 s?
lesson-metastable-failure-step-1-why = Todas, o 100 %. Durante a lentitude as solicitudes caducan e reinténtanse: os clientes ofrecen ata 3 × 400 = 1200 por segundo, e a aplicación pásalle á base de datos ata 640, máis ca as súas 600 mesmo a toda velocidade. O que ten en espera segue medrando e cada lectura agarda máis alá do tempo límite de 1 s. Un detonante empurrou o camiño a un estado que os reintentos manteñen: un fallo metaestable.
lesson-metastable-failure-step-1-hint-1 = Despois dos 4 s a base de datos volve servir 600 por segundo. Canto lle envían os clientes?
lesson-metastable-failure-step-1-hint-2 = Cada solicitude fallida envíase de novo, ata dúas veces; a aplicación pasa como moito 640 por segundo.
lesson-metastable-failure-step-2 = Son os reintentos o que mantén a caída? Pon load.retries en 0 e despois estima: que parte falla agora no último paso?
lesson-metastable-failure-step-2-question = Parte fallida aos 10 s, sen reintentos?
lesson-metastable-failure-step-2-why = Ningunha, o 0 %: sen reintentos só chegan as 400 solicitudes novas, menos ca as 600 que serve a base de datos unha vez pasado o detonante: desde os 4,25 s xa non falla nada, e o que está en espera baléirase a 200 por segundo. Foron os reintentos, non a lentitude, o que mantiña a caída.
lesson-metastable-failure-step-2-hint-1 = Sen reintentos, canto chega á base de datos despois dos 4 s, e canto serve?
lesson-metastable-failure-step-3 = Os clientes reintentan por boas razóns (un paquete perdido, un servidor que reinicia), así que volve poñer os reintentos en 2. Máis alá da páxina orixinal, baixo as capas, hai cinco remedios para unha tormenta de reintentos. Recupera o camiño cun deles, activado tal como vén.
lesson-metastable-failure-step-3-hint-1 = Que remedio reduce o que envían os clientes mentres a base de datos se afoga?
lesson-metastable-failure-step-3-hint-2 = A espera exponencial soa espalla os reintentos pero envíaos todos: non abonda aquí.
lesson-metastable-failure-step-3-hint-3 = Un orzamento de reintentos só envía reintentos ata o 10 % da carga nova, 440 por segundo como moito: activa «Orzamento de reintentos» (budget.on).
lesson-metastable-failure-remember = Mantiveches os reintentos dos clientes e aínda así recuperaches o camiño, cun remedio que limita a carga que eles sosteñen. Un fallo metaestable sobrevive ao seu detonante: busca o efecto que a mantén (aquí os reintentos) e córtao (un orzamento de reintentos, un disxuntor, servidores que descartan o caducado, unha limitación adaptativa) en vez de mercar capacidade para cada detonante.
