# Os textos das leccións integradas (nómeos src/lesson/lessons/*.ron).

lesson-utilization-title = Utilización e lei de Little
lesson-utilization-idea = Canto traballa unha flota: chegadas × tempo por solicitude ÷ workers.
lesson-utilization-scenario-name = Lección: un mediodía tranquilo
lesson-utilization-scenario-briefing = 12:00, tráfico constante de 1125 solicitudes por segundo, dez instancias, escalado automático desactivado.
lesson-utilization-step-1 = Lei de Little: os workers ocupados á vez son a taxa de chegada polo tempo que cada solicitude ocupa un worker, a = λ·S. A flota ten N = instancias × 16 workers, e a súa utilización é a ÷ N. Aquí λ = 1125 solicitudes por segundo, cada solicitude ocupa un worker uns 74 ms (50 ms de CPU, 20 ms para a funcionalidade pesada, uns poucos para a base de datos), e dez instancias dan 160 workers.
lesson-utilization-step-1-question = Que utilización mostrará a flota no minuto 5?
lesson-utilization-step-1-why = a = { $requests } × { $service } s ≈ { $busy } workers ocupados de { $workers }: { $saturated ->
        [yes] máis dos que ten a flota, así que está chea (100 %) e rexeita o { $turned_away } % das solicitudes.
       *[no] { $busy } ÷ { $workers } ≈ { $utilization } %.
    }
lesson-utilization-step-1-hint-1 = Multiplica a taxa de chegada polo tempo por solicitude: iso dá cantos workers están ocupados á vez.
lesson-utilization-step-1-hint-2 = 1125 × 0,0742 ≈ 83,5 workers ocupados; divide entre 10 × 16 = 160.
lesson-utilization-step-2 = A metade da flota está ociosa, e págala ti. Pon a utilización entre o 60 % e o 80 % desde o minuto 15 ata o final (minuto 30): unha flota máis ocupada, aínda lonxe do 100 %, onde a espera medra rápido (unha lección posterior). O escalado automático está desactivado, así que a flota é exactamente o Mínimo de instancias.
lesson-utilization-step-2-hint-1 = Os mesmos workers ocupados, menos workers: a utilización sobe. Que N deixa 83,5 ÷ N entre 0,6 e 0,8?
lesson-utilization-step-2-hint-2 = N entre 105 e 139 workers: 7 ou 8 instancias (112 ou 128 workers).
lesson-utilization-step-2-hint-3 = Pon Mínimo de instancias en 8 antes do minuto 15 e despois xoga ata o final.
lesson-utilization-remember = Utilización = λ·S ÷ N (lei de Little). Duplica o tráfico ou o tempo por solicitude e duplicarás os workers ocupados: a flota que precisas dedúcese dos dous.

lesson-tail-latency-title = A cauda non é a media
lesson-tail-latency-idea = Por que o p99 é varias veces a media, e que o acurta.
lesson-tail-latency-scenario-name = Lección: un mediodía tranquilo
lesson-tail-latency-scenario-briefing = 12:00, tráfico constante de 900 solicitudes por segundo en seis instancias, escalado automático desactivado: a flota está ao 70 %.
lesson-tail-latency-step-1 = Aquí unha solicitude ocupa un worker uns 75 ms de media, pero os tempos de servizo varían: a maioría das solicitudes son rápidas, unhas poucas son lentas. Os tempos de servizo do modelo son exponenciais, e o percentil 99 dun tempo exponencial é ln(100) ≈ 4,6 veces a súa media. O p99 é o tempo que o 99 % das solicitudes non supera. Ao 70 % unha solicitude case nunca agarda por un worker. Estima o p99 no minuto 5.
lesson-tail-latency-step-1-question = Latencia p99 no minuto 5?
lesson-tail-latency-step-1-why = { $saturated ->
        [yes] A flota que deixaches está chea: as solicitudes agardan ou fallan, e o p99 é de { $p99_ms } ms. Coa flota do comezo case ningunha solicitude agardaba: o p99 era a cauda do propio tempo de servizo, 4,6 × a súa media de { $service_ms } ms.
       *[no] Case sen espera, o p99 é a cauda do propio tempo de servizo: 4,6 × { $service_ms } ms ≈ { $p99_ms } ms. A media é de { $service_ms } ms: unha solicitude de cada cen tarda máis de catro veces iso.
    }
lesson-tail-latency-step-1-hint-1 = O p99 dun tempo exponencial é 4,6 × a súa media.
lesson-tail-latency-step-1-hint-2 = 4,6 × 75 ms ≈ 345 ms.
lesson-tail-latency-step-2 = Supón que duplicas agora a flota, a doce instancias (192 workers).
lesson-tail-latency-step-2-question = Que faría o p99?
lesson-tail-latency-step-2-option-half = Baixaría arredor da metade
lesson-tail-latency-step-2-option-same = Apenas se movería
lesson-tail-latency-step-2-option-more = Subiría
lesson-tail-latency-step-2-why = Ao 70 % case ningunha solicitude agarda: máis workers case non teñen nada que quitar, o p99 é o propio tempo de servizo. Con doce instancias o p99 do modelo segue en 345 ms, polo dobre do custo.
lesson-tail-latency-step-2-hint-1 = Máis workers acurtan a espera por un worker, non o traballo en si.
lesson-tail-latency-step-3 = Baixa o p99 por debaixo de 300 ms desde o minuto 10 ata o final (minuto 30). Máis capacidade non abonda: acurta o propio traballo.
lesson-tail-latency-step-3-hint-1 = O p99 é 4,6 × o tempo de servizo medio: que fai que unha solicitude tarde 75 ms?
lesson-tail-latency-step-3-hint-2 = A funcionalidade pesada (recomendacións) engade 20 ms de CPU e unha consulta á base de datos a cada solicitude.
lesson-tail-latency-step-3-hint-3 = Desactiva a funcionalidade pesada antes do minuto 10: 4,6 × uns 53 ms ≈ 244 ms.
lesson-tail-latency-remember = A cauda non é a media: con tempos de servizo exponenciais o p99 é 4,6 × a media e, cando ninguén agarda, máis capacidade non o acurta. Acurtaches o traballo, e a cauda seguiuno.

lesson-queueing-knee-title = O cóbado da cola
lesson-queueing-knee-idea = Por que a latencia se mantén plana e despois se dispara preto da utilización completa (Erlang C).
lesson-queueing-knee-scenario-name = Lección: unha subida lenta
lesson-queueing-knee-scenario-briefing = 12:00, seis instancias, escalado automático desactivado; desde o minuto 10 o tráfico sobe un 41 % en 20 minutos e despois mantense.
lesson-queueing-knee-step-1 = Seis instancias, 96 workers, 900 solicitudes por segundo: a flota está ao 70 % e o p99 é de 345 ms, a cauda do propio tempo de servizo (a lección anterior). Desde o minuto 10 o tráfico sobe de forma constante, ata unhas 1160 solicitudes por segundo no minuto 24 e 1270 no minuto 30, e despois mantense ata o minuto 45. Estima a utilización no minuto 24.
lesson-queueing-knee-step-1-question = Utilización no minuto 24?
lesson-queueing-knee-step-1-why = A utilización é λ·S ÷ N: { $requests } × { $service } s ≈ { $busy } workers ocupados de { $workers }, { $saturated ->
        [yes] máis dos que ten a flota: está chea (100 %) e rexeita o { $turned_away } % das solicitudes.
       *[no] un { $utilization } %. O p99 apenas se moveu desde o minuto 10.
    }
lesson-queueing-knee-step-1-hint-1 = Utilización = taxa de chegada × tempo por solicitude ÷ workers (a primeira lección).
lesson-queueing-knee-step-1-hint-2 = 1160 × 0,074 s ≈ 86 workers ocupados; divide entre 96.
lesson-queueing-knee-step-2 = Do 70 % ao 90 % o p99 subiu un pouco (a gráfica amósao); agora o tráfico sobe ata arredor do 98 % no minuto 30.
lesson-queueing-knee-step-2-question = Que fai subir máis o p99?
lesson-queueing-knee-step-2-option-first = Do 70 % ao 90 % (minutos 10 a 24)
lesson-queueing-knee-step-2-option-second = Do 90 % ao 98 % (minutos 24 a 30)
lesson-queueing-knee-step-2-option-same = Máis ou menos o mesmo
lesson-queueing-knee-step-2-why = Erlang C: unha solicitude só agarda cando todos os workers están ocupados. Con 96 workers iso é raro ao principio e, preto do 100 %, cada solicitude de máis agarda detrás das outras: o cóbado. O p99 subiu 18 ms do 70 % ao 90 % e despois 119 ms do 90 % ao 98 %, nun terzo da subida. O p99 exacto da segunda opinión sobe menos (de 343 a 375 ms: a fórmula da especificación suma a cauda da espera á do servizo e sobreestímaa), pero tamén sobe sobre todo nos últimos puntos.
lesson-queueing-knee-step-2-hint-1 = Compara o p99 nos minutos 10 e 24 na gráfica; a espera medra máis rápido preto do 100 %.
lesson-queueing-knee-step-3 = O tráfico mantense preto do 98 % ata o minuto 45. Baixa a utilización por debaixo do 90 % desde o minuto 36 ata o final (minuto 50), con menos de oito instancias: por debaixo do cóbado, sen pagar unha flota ociosa.
lesson-queueing-knee-step-3-hint-1 = Que N pon 1270 × 0,074 s por debaixo do 90 % de N workers?
lesson-queueing-knee-step-3-hint-2 = Arredor de 94 workers ocupados ÷ 0,9 ≈ 105 workers: sete instancias (112). As instancias novas tardan 3 minutos en arrancar: decide antes do minuto 33.
lesson-queueing-knee-step-3-hint-3 = Pon Mínimo de instancias en 7 agora.
lesson-queueing-knee-remember = A latencia mantense plana ata que a utilización é alta e despois dispárase: o cóbado. Levaches a flota por debaixo del cunha instancia máis, non con dez: traballa por debaixo do cóbado, non moi por debaixo.

lesson-caches-title = Cachés: acertos, obsolescencia e baleirado
lesson-caches-idea = A taxa de acertos segundo o ritmo de solicitudes e o TTL (r·T), e unha caché fría.
lesson-caches-scenario-name = Lección: a caché ao mediodía
lesson-caches-scenario-briefing = 12:00, 1125 solicitudes por segundo, un TTL de 60 s. No minuto 20 baléirase a caché.
lesson-caches-step-1 = A caché garda cada resposta durante o seu TTL, T. Con 20 000 obxectos populares, cada un pídese r = λ ÷ 20 000 veces por segundo, e unha solicitude é un acerto salvo que a copia caducase: a taxa de acertos é r·T ÷ (1 + r·T). Estima a taxa de acertos no minuto 3, con λ = 1125 solicitudes por segundo e T = 60 s.
lesson-caches-step-1-question = Taxa de acertos da caché no minuto 3?
lesson-caches-step-1-why = r = 1125 ÷ 20 000 ≈ 0,056 por segundo, r·T ≈ 3,4, e 3,4 ÷ 4,4 ≈ 77 %.
lesson-caches-step-1-hint-1 = r·T é cantas veces se pide un obxecto durante un TTL.
lesson-caches-step-1-hint-2 = r = 0,05625 por segundo, así que r·T = 3,375.
lesson-caches-step-2 = A caché responde arredor de tres solicitudes de cada catro; a base de datos só ve as faltas. Observa a carga da base de datos. No minuto 20 (12:20) baléirase a caché.
lesson-caches-step-2-hint-1 = A carga da base de datos son as solicitudes × as súas consultas × a parte que falla na caché.
lesson-caches-step-3 = A caché está baleira e cada solicitude vai á base de datos. Volve subir a taxa de acertos por riba do 75 % antes do final (minuto 60), mantén o p99 por debaixo de 500 ms desde o minuto 25, e volve dar recomendacións a todos antes do final. O quecemento enche a caché rápido, pero engade 600 consultas por segundo á base de datos mentres funciona.
lesson-caches-step-3-hint-1 = Se a deixas soa, a caché énchese cunha constante de tempo de 30 minutos: demasiado lento.
lesson-caches-step-3-hint-2 = Un quecemento xa engade 600 consultas por segundo a unha base de datos que xa está por riba do 80 %: fallan máis solicitudes no seu primeiro minuto, e unha soa execución lanzada entón deixa a caché sen encher ao final. Fai sitio primeiro.
lesson-caches-step-3-hint-3 = Desactiva a funcionalidade pesada (unha consulta menos por solicitude) e despois inicia o quecemento arredor do minuto 30; coa caché quente, volve activar a funcionalidade.
lesson-caches-remember = Taxa de acertos = r·T ÷ (1 + r·T), como calculaches. Unha caché fría manda toda a súa carga á base de datos: primeiro fixeches sitio (por exemplo, a funcionalidade pesada desactivada), enchíchela e despois devolviches o que retiraras.

lesson-error-budgets-title = Orzamentos de erros e taxa de consumo
lesson-error-budgets-idea = A que velocidade os erros gastan o orzamento (a taxa de consumo), e por que un consumo lento fai saltar a alerta tarde.
lesson-error-budgets-scenario-name = Lección: unha pequena regresión
lesson-error-budgets-scenario-briefing = 09:00, o orzamento de erros enteiro. No minuto 5 sae unha versión que fai fallar o 1 % das solicitudes.
lesson-error-budgets-step-1 = O SLO é do 99,9 %: o orzamento de erros é o 0,1 % do mes, e a 1× dura xusto 30 días. A taxa de consumo é a taxa de erros ÷ 0,1 %. No minuto 5 sae unha versión que fai fallar o 1 % das solicitudes. Estima a taxa de consumo de 1 hora no minuto 35.
lesson-error-budgets-step-1-question = Taxa de consumo de 1 hora no minuto 35?
lesson-error-budgets-step-1-why = Un 1 % de erros consome a 10×; na última hora, 31 dos 60 minutos (do 5 ao 35) tivérono: 10 × 31 ÷ 60 ≈ 5,2×.
lesson-error-budgets-step-1-hint-1 = A taxa de consumo dunha hora é a media das taxas de consumo dos seus minutos.
lesson-error-budgets-step-1-hint-2 = 1 % ÷ 0,1 % = 10× mentres serve esa versión.
lesson-error-budgets-step-2 = A alerta do xogo só salta cando as taxas de consumo de 1 hora e de 5 minutos chegan as dúas a polo menos 14,4×: a ese ritmo vaise o 2 % do orzamento do mes nunha hora. Esta versión consome a 10×: non fará saltar esa alerta rápida, pero gastaría o orzamento do mes en tres días. O SRE Workbook acompaña a alerta rápida doutra máis lenta (6× en 6 horas e 30 minutos), que só collería un consumo constante de 10× despois de arredor de 3,6 horas. Non agardes por ningunha: actúa segundo a gráfica. Volve á última versión boa como moito no minuto 40, e remata con máis do 99 % do orzamento.
lesson-error-budgets-step-2-hint-1 = Un consumo por debaixo de 14,4× non fai saltar a alerta rápida, pero gasta igualmente o orzamento: a 10× o orzamento do mes dura tres días.
lesson-error-budgets-step-2-hint-2 = Os erros comezaron coa marca do despregamento (Versión nova) no minuto 5.
lesson-error-budgets-step-2-hint-3 = Preme «Volver á última versión boa»: a última versión boa colle o tráfico 5 minutos despois.
lesson-error-budgets-remember = Taxa de consumo = taxa de erros ÷ orzamento de erros. A alerta rápida é para os consumos rápidos (14,4× en dúas xanelas); un consumo máis lento fai saltar a alerta máis tarde, ou non antes de gastar boa parte do orzamento: liches o consumo na gráfica e actuaches antes de calquera alerta.

lesson-autoscaling-title = Escalado automático e atraso de arranque
lesson-autoscaling-idea = O seguimento de obxectivo segue a carga; con arranques lentos precisa marxe antes dun pico.
lesson-autoscaling-scenario-name = Lección: un pico anunciado
lesson-autoscaling-scenario-briefing = 08:00. No minuto 20 o tráfico sobe a 2,5× en 5 minutos e mantense 40 minutos. As instancias tardan 8 minutos en arrancar.
lesson-autoscaling-step-1 = O seguimento de obxectivo engade instancias cando a utilización supera o seu obxectivo (60 %) e retíraas amodo cando está por debaixo. Aquí unha instancia nova tarda 8 minutos en arrancar. O pico está anunciado: no minuto 20 o tráfico sobe a 2,5× en 5 minutos e mantense 40 minutos. Prepárate para que a alerta non salte nunca, sen pagar todo o día unha flota do tamaño do pico. A simulación detense no minuto 12: as instancias lanzadas ata entón serven cando comeza o pico.
lesson-autoscaling-step-1-hint-1 = O mínimo (Mínimo de instancias) lanza capacidade agora; o seguimento de obxectivo só reacciona á carga que xa viu.
lesson-autoscaling-step-1-hint-2 = A flota está arredor do 53 % co seu mínimo de 10 instancias; a 2,5× o tráfico necesitaría arredor do 130 % delas: precisas marxe antes da subida, porque os arranques levan 8 minutos.
lesson-autoscaling-step-1-hint-3 = Pon Mínimo de instancias en 22 antes do minuto 12, e de novo en 10 cando pase o pico (minuto 65).
lesson-autoscaling-step-2 = Último momento para prepararte. Antes de seguir: que utilización mostrará a túa flota no minuto 30, na meseta do pico?
lesson-autoscaling-step-2-question = Utilización no minuto 30?
lesson-autoscaling-step-2-why = A utilización é λ·S ÷ N: co tráfico a 2,5 × o habitual, { $requests } solicitudes por segundo × { $service } s ≈ { $busy } workers ocupados, entre os { $workers } workers das { $instances } instancias que estean servindo nese momento: { $saturated ->
        [yes] máis dos que poden coller, así que a flota está chea (100 %) e rexeita o { $turned_away } % das solicitudes.
       *[no] { $utilization } %.
    } Por riba do obxectivo, o escalado automático lanza máis, que tardan 8 minutos en chegar.
lesson-autoscaling-step-2-hint-1 = Conta as instancias que estarán servindo no minuto 30, e o tráfico: 2,5 × unhas 1150 solicitudes por segundo, unhas 2880.
lesson-autoscaling-step-3 = Xoga ata o final (minuto 90): a alerta non debe saltar nunca, debe quedar polo menos o 99,5 % do orzamento, e a flota debe custar menos de 12,50 $ en total (non facer nada custa 10,33 $): marxe para o pico, non para todo o día.
lesson-autoscaling-step-3-hint-1 = Se saltou a alerta, reinicia e prepárate antes; se o custo se pasa, devolve a marxe cando pase o pico.
lesson-autoscaling-remember = O escalado automático segue a carga; non a prevé. Con arranques lentos mercaches marxe antes dun pico coñecido, un tempo de arranque antes, e devolvíchela despois.

lesson-rollback-or-scale-title = Volver atrás ou escalar?
lesson-rollback-or-scale-idea = Erros que a capacidade non pode arranxar: o despregamento defectuoso.
lesson-rollback-or-scale-scenario-name = Lección: un despregamento defectuoso
lesson-rollback-or-scale-scenario-briefing = 09:00, queda a quinta parte do orzamento de erros do mes. No minuto 10 sae unha versión nova.
lesson-rollback-or-scale-step-1 = No minuto 10 sae unha versión nova. Observa a gráfica de erros e a marca do despregamento nela.
lesson-rollback-or-scale-step-1-hint-1 = A marca das gráficas mostra cando saíu a versión.
lesson-rollback-or-scale-step-2 = Desde o despregamento fallan solicitudes. Supón que engades capacidade: pon Mínimo de instancias en 20. Como será a taxa de erros no minuto 20?
lesson-rollback-or-scale-step-2-question = Con 20 instancias, a taxa de erros no minuto 20 será…
lesson-rollback-or-scale-step-2-option-lower = máis baixa
lesson-rollback-or-scale-step-2-option-same = a mesma
lesson-rollback-or-scale-step-2-option-higher = máis alta
lesson-rollback-or-scale-step-2-why = Os erros veñen do código da versión, non dunha falta de capacidade: todas as instancias o executan, así que o 5 % das solicitudes segue fallando por moitas instancias que sirvan.
lesson-rollback-or-scale-step-2-hint-1 = Desaparece un erro no código nunha flota máis grande?
lesson-rollback-or-scale-step-3 = A capacidade non pode arranxar unha versión defectuosa. Volve á última versión boa como moito no minuto 30, e baixa os erros por debaixo do 1 % desde o minuto 40 ata o final (minuto 60).
lesson-rollback-or-scale-step-3-hint-1 = Que cambiou no minuto 10?
lesson-rollback-or-scale-step-3-hint-2 = A reversión prepara a última versión boa durante 5 minutos e despois cambia o tráfico.
lesson-rollback-or-scale-step-3-hint-3 = Preme «Volver á última versión boa» agora.
lesson-rollback-or-scale-remember = Cando os erros comezan cun despregamento, volve atrás primeiro e investiga despois. Escalar arranxa unha falta de capacidade, non un erro no código.

lesson-shedding-title = Descarte de carga e degradación controlada
lesson-shedding-idea = Con sobrecarga, abandona o traballo opcional antes de que falle o esencial.
lesson-shedding-scenario-name = Lección: un cambio de primaria na base de datos
lesson-shedding-scenario-briefing = 11:45. No minuto 10 a base de datos cambia de primaria: durante 15 minutos serve o 13 % da súa capacidade.
lesson-shedding-step-1 = No minuto 10 a base de datos cambia de primaria: durante 15 minutos a nova primaria serve o 13 % da súa capacidade, 520 consultas por segundo. Cada solicitude fai 3 consultas coa funcionalidade pesada (recomendacións) e 2 sen ela; a caché responde a maioría. Antes de xogar: que farán máis instancias cando a base de datos estea chea?
lesson-shedding-step-1-question = Coa base de datos chea, máis instancias…
lesson-shedding-step-1-option-fix = levarán o p99 por debaixo de 500 ms
lesson-shedding-step-1-option-half = pararán os fallos, pero deixarán o p99 por riba dun segundo
lesson-shedding-step-1-option-worse = empeorarán a situación
lesson-shedding-step-1-why = Sen facer nada, o escalado automático triplica a flota antes do minuto 18 (29 instancias): os fallos paran, pero cada solicitude segue agardando pola base de datos, e o p99 queda en 1,05 s. A carga da base de datos é o tráfico × as consultas por solicitude × as faltas da caché, sexa cal sexa o número de instancias.
lesson-shedding-step-1-hint-1 = A utilización da base de datos son as súas consultas por segundo entre a súa capacidade.
lesson-shedding-step-2 = A base de datos está chea: cada consulta agarda, cada solicitude retén o seu worker máis tempo, e fallan solicitudes por falta de workers. Dúas pancas reducen o que lle chega: a funcionalidade pesada desactivada (3 consultas por solicitude pasan a 2: degradación controlada) e o descarte de carga (rexeita unha parte do 30 % de tráfico de baixa prioridade). O TTL queda en 60 s: o produto non servirá respostas máis vellas. Mantén o p99 por debaixo de 500 ms desde o minuto 14 ata o minuto 24, e despois devólveo todo antes do final (minuto 45): recomendacións para todos, e ningún tráfico descartado.
lesson-shedding-step-2-hint-1 = Que control quita unha consulta a cada solicitude? Cal quita solicitudes enteiras?
lesson-shedding-step-2-hint-2 = Cada panca soa deixa a base de datos chea: a funcionalidade desactivada leva o p99 a uns 700 ms, o descarte só a uns 1,3 s. Usa as dúas.
lesson-shedding-step-2-hint-3 = Desactiva a funcionalidade e descarta todo o tráfico de baixa prioridade xa; desfai as dúas despois do minuto 25, cando a base de datos se recupere.
lesson-shedding-remember = Con sobrecarga degradaches de forma controlada: abandonaches o traballo opcional (unha funcionalidade, o tráfico de baixa prioridade) para servir o esencial, e restablecíchelo cando pasou a causa. Máis instancias non alixeiran unha base de datos.

