# Os textos das leccións integradas (nómeos src/lesson/lessons/*.ron).

lesson-utilization-title = Utilización e lei de Little
lesson-utilization-idea = Canto traballa unha flota: chegadas × tempo por solicitude ÷ traballadores.
lesson-utilization-scenario-name = Lección: un mediodía tranquilo
lesson-utilization-scenario-briefing = 12:00, tráfico constante de 1125 solicitudes por segundo, dez instancias, escalado automático desactivado.
lesson-utilization-step-1 = Lei de Little: os traballadores ocupados á vez son a taxa de chegada polo tempo que cada solicitude ocupa un traballador, a = λ·S. A flota ten N = instancias × 16 traballadores, e a súa utilización é a ÷ N. Aquí λ = 1125 solicitudes por segundo, cada solicitude ocupa un traballador uns 74 ms (50 ms de CPU, 20 ms para a funcionalidade pesada, uns poucos para a base de datos), e dez instancias dan 160 traballadores.
lesson-utilization-step-1-question = Que utilización mostrará a flota no minuto 5?
lesson-utilization-step-1-why = a = 1125 × 0,074 s ≈ 83,5 traballadores ocupados de 160: 83,5 ÷ 160 ≈ 52 %.
lesson-utilization-step-1-hint-1 = Multiplica a taxa de chegada polo tempo por solicitude: iso dá cantos traballadores están ocupados á vez.
lesson-utilization-step-1-hint-2 = 1125 × 0,074 ≈ 83,5 traballadores ocupados; divide entre 10 × 16 = 160.
lesson-utilization-step-2 = A metade da flota está ociosa, e págala ti. Pon a utilización entre o 60 % e o 80 % desde o minuto 15 ata o final (minuto 30): unha flota máis ocupada, aínda lonxe do cóbado da cola. O escalado automático está desactivado, así que a flota é exactamente o Mínimo de instancias.
lesson-utilization-step-2-hint-1 = Os mesmos traballadores ocupados, menos traballadores: a utilización sobe. Que N deixa 83,5 ÷ N entre 0,6 e 0,8?
lesson-utilization-step-2-hint-2 = N entre 105 e 139 traballadores: 7 ou 8 instancias (112 ou 128 traballadores).
lesson-utilization-step-2-hint-3 = Pon Mínimo de instancias en 8 antes do minuto 15 e despois xoga ata o final.
lesson-utilization-remember = Utilización = λ·S ÷ N (lei de Little). Duplica o tráfico ou o tempo por solicitude e duplicarás os traballadores ocupados: a flota que precisas dedúcese dos dous.

lesson-queueing-knee-title = O cóbado da cola
lesson-queueing-knee-idea = Por que a latencia se mantén plana e despois se dispara preto da utilización completa (Erlang C).
lesson-queueing-knee-scenario-name = Lección: unha subida lenta
lesson-queueing-knee-scenario-briefing = 12:00, seis instancias, escalado automático desactivado; desde o minuto 10 o tráfico sobe un 41 % en 20 minutos e despois mantense.
lesson-queueing-knee-step-1 = Seis instancias, 96 traballadores, 900 solicitudes por segundo: a utilización é de arredor do 70 %. Desde o minuto 10 o tráfico sobe de forma constante. A teoría de colas (Erlang C) di que a espera crece amodo ao principio, e despois moi rápido cando a utilización se achega ao 100 %: o cóbado. Estima a latencia p99 no minuto 10, ao 70 %.
lesson-queueing-knee-step-1-question = Latencia p99 no minuto 10 (utilización de arredor do 70 %)?
lesson-queueing-knee-step-1-why = Ao 70 % case ningunha solicitude agarda por un traballador: o p99 é a cola do propio tempo de servizo, uns 345 ms.
lesson-queueing-knee-step-1-hint-1 = Ao 70 % unha solicitude rara vez atopa os 96 traballadores ocupados.
lesson-queueing-knee-step-1-hint-2 = Sen espera, o p99 é a cola do tempo de servizo: arredor de 4,6 × a súa media de 74 ms.
lesson-queueing-knee-step-2 = Agora o 90 %: o tráfico chega a unhas 1160 solicitudes por segundo no minuto 24. Estima aí o p99.
lesson-queueing-knee-step-2-question = Latencia p99 no minuto 24 (utilización de arredor do 90 %)?
lesson-queueing-knee-step-2-why = Ao 90 % unha solicitude agarda de cando en vez, e pouco tempo: o p99 só crece unhas poucas decenas de milisegundos.
lesson-queueing-knee-step-2-hint-1 = A probabilidade de espera de Erlang C crece coa utilización, pero con 96 traballadores segue sendo pequena ata preto do 100 %.
lesson-queueing-knee-step-3 = E o 97 %, no minuto 30. Estima outra vez.
lesson-queueing-knee-step-3-question = Latencia p99 no minuto 30 (utilización de arredor do 97 %)?
lesson-queueing-knee-step-3-why = O cóbado: do 90 % ao 97 % o p99 crece varias veces máis ca do 70 % ao 90 %. Preto do 100 % cada solicitude adicional agarda detrás das outras.
lesson-queueing-knee-step-3-hint-1 = Mira canto creceu do 70 % ao 90 %, e conta con moito máis.
lesson-queueing-knee-step-4 = O tráfico segue preto do 97 % ata o minuto 45. Volve baixar o p99 de 400 ms desde o minuto 36 ata o final (minuto 50), coas menos instancias que poidas.
lesson-queueing-knee-step-4-hint-1 = Unha instancia máis leva a utilización do 97 % a arredor do 84 %: de novo por debaixo do cóbado.
lesson-queueing-knee-step-4-hint-2 = As instancias novas tardan 3 minutos en arrancar: decide como moito no minuto 32.
lesson-queueing-knee-step-4-hint-3 = Pon Mínimo de instancias en 7 agora.
lesson-queueing-knee-remember = A latencia mantense plana ata que a utilización é alta, e despois dispárase: o cóbado. Traballa ben por debaixo del; os últimos puntos porcentuais de utilización son os que máis latencia custan.

lesson-tail-latency-title = A cola non é a media
lesson-tail-latency-idea = Por que o p99 é varias veces a media, e como a espera o alonga.
lesson-tail-latency-scenario-name = Lección: un mediodía ateigado
lesson-tail-latency-scenario-briefing = 12:00, tráfico constante de 1250 solicitudes por segundo en seis instancias, escalado automático desactivado: a flota está ao 96 %.
lesson-tail-latency-step-1 = Unha solicitude ocupa un traballador uns 74 ms de media, pero os tempos de servizo varían: a maioría das solicitudes son rápidas, unhas poucas son lentas (os tempos de servizo do modelo son exponenciais). O p99 é o tempo que o 99 % das solicitudes non supera. Estima o p99 no minuto 5, coa flota ao 96 %.
lesson-tail-latency-step-1-question = Latencia p99 no minuto 5?
lesson-tail-latency-step-1-why = A cola do tempo de servizo por si soa é ln(100) ≈ 4,6 × a súa media, uns 340 ms; preto do 96 % a espera por un traballador engade máis. A media segue por debaixo de 100 ms.
lesson-tail-latency-step-1-hint-1 = O p99 non é a media: para tempos de servizo exponenciais o percentil 99 é 4,6 × a media.
lesson-tail-latency-step-1-hint-2 = 4,6 × 74 ms ≈ 340 ms, máis o tempo de espera por un traballador.
lesson-tail-latency-step-2 = O p99 da semente é unha aproximación. Ao seu carón, a segunda opinión calcula o percentil 99 exacto da mesma cola (p99 exacto nas métricas). Con esta carga a aproximación é pesimista nuns 70 ms; a Referencia do modelo mostra os dous cos números de hoxe.
lesson-tail-latency-step-2-hint-1 = A entrada da referencia sobre o p99 exacto mostra as dúas relacións cos valores en directo.
lesson-tail-latency-step-3 = Baixa o p99 de 360 ms desde o minuto 10 ata o final (minuto 30). Hai máis dunha forma: unha custa diñeiro, a outra unha funcionalidade.
lesson-tail-latency-step-3-hint-1 = O p99 é a cola do tempo de servizo máis a espera: acurta calquera das dúas.
lesson-tail-latency-step-3-hint-2 = Unha instancia máis leva a utilización a arredor do 83 %, onde a espera case desaparece.
lesson-tail-latency-step-3-hint-3 = Pon Mínimo de instancias en 7 antes do minuto 7 (3 minutos para arrancar), ou desactiva a funcionalidade pesada.
lesson-tail-latency-remember = A cola non é a media: mesmo sen espera, o p99 é varias veces o tempo de servizo medio. Preto da saturación, a espera alonga primeiro a latencia de cola.

lesson-caches-title = Cachés: acertos, obsolescencia e baleirado
lesson-caches-idea = Taxa de acertos segundo o TTL (r·T), respostas obsoletas e unha caché fría no pico.
lesson-caches-scenario-name = Lección: a caché ao mediodía
lesson-caches-scenario-briefing = 12:00, 1125 solicitudes por segundo, un TTL de 60 s. No minuto 20 baléirase a caché.
lesson-caches-step-1 = A caché garda cada resposta durante o seu TTL, T. Con 20 000 obxectos populares, cada un pídese r = λ ÷ 20 000 veces por segundo, e unha solicitude é un acerto salvo que a copia caducase: a taxa de acertos é r·T ÷ (1 + r·T). Estima a taxa de acertos no minuto 3, con λ = 1125 solicitudes por segundo e T = 60 s.
lesson-caches-step-1-question = Taxa de acertos da caché no minuto 3?
lesson-caches-step-1-why = r = 1125 ÷ 20 000 ≈ 0,056 por segundo, r·T ≈ 3,4, e 3,4 ÷ 4,4 ≈ 77 %.
lesson-caches-step-1-hint-1 = r·T é cantas veces se pide un obxecto durante un TTL.
lesson-caches-step-1-hint-2 = r = 0,05625 por segundo, así que r·T = 3,375.
lesson-caches-step-2 = Un TTL máis longo dá máis acertos pero respostas máis vellas: a idade media dunha resposta na caché crece con T. Observa a carga da base de datos e a idade das respostas. No minuto 20 baléirase a caché, no pico do día.
lesson-caches-step-2-hint-1 = A idade na caché indica que antigüidade ten, de media, a resposta que recibe un usuario.
lesson-caches-step-3 = A caché está baleira e cada solicitude vai á base de datos. Volve subir a taxa de acertos por riba do 75 % antes do final (minuto 60), e mantén o p99 por debaixo de 500 ms desde o minuto 25. O quecemento enche a caché rápido, pero engade 600 consultas por segundo á base de datos mentres funciona.
lesson-caches-step-3-hint-1 = Se a deixas soa, a caché énchese cunha constante de tempo de 30 minutos: demasiado lento.
lesson-caches-step-3-hint-2 = Un quecemento coa base de datos case chea enche amodo e súmase á súa carga: fai sitio primeiro.
lesson-caches-step-3-hint-3 = Desactiva a funcionalidade pesada (unha consulta menos por solicitude) e despois inicia o quecemento arredor do minuto 30.
lesson-caches-remember = Taxa de acertos = r·T ÷ (1 + r·T): un TTL máis longo compra acertos a cambio de obsolescencia. Unha caché fría manda toda a súa carga á base de datos; énchea cando a base de datos teña marxe.

lesson-error-budgets-title = Orzamentos de erros e taxa de consumo
lesson-error-budgets-idea = Por que a alerta salta a 14,4× en dúas xanelas, e por que un consumo lento nunca fai saltar a alerta.
lesson-error-budgets-scenario-name = Lección: unha pequena regresión
lesson-error-budgets-scenario-briefing = 09:00, o orzamento de erros enteiro. No minuto 5 sae unha versión que fai fallar o 1 % das solicitudes.
lesson-error-budgets-step-1 = O SLO é do 99,9 %: o orzamento de erros é o 0,1 % das solicitudes do mes. A taxa de consumo é a taxa de erros ÷ 0,1 %; a 1×, o orzamento dura xusto o mes. No minuto 5 sae unha versión que fai fallar o 1 % das solicitudes. Estima a taxa de consumo de 1 hora no minuto 35.
lesson-error-budgets-step-1-question = Taxa de consumo de 1 hora no minuto 35?
lesson-error-budgets-step-1-why = Un 1 % de erros consome a 10×; na última hora, 30 dos 60 minutos tivérono: 10 × 30 ÷ 60 = 5×.
lesson-error-budgets-step-1-hint-1 = A taxa de consumo dunha hora é a media das taxas de consumo dos seus minutos.
lesson-error-budgets-step-1-hint-2 = 1 % ÷ 0,1 % = 10× mentres serve esa versión.
lesson-error-budgets-step-2 = A alerta só salta cando as taxas de consumo de 1 hora e de 5 minutos superan as dúas 14,4×: a ese ritmo vaise o 2 % do orzamento do mes nunha hora. Esta versión consome a 10×: nunca fará saltar a alerta, pero gastaría o orzamento do mes en tres días. Ninguén te vai espertar; actúa segundo a gráfica. Volve á última versión boa como moito no minuto 45, e remata con máis do 98,5 % do orzamento.
lesson-error-budgets-step-2-hint-1 = Un consumo por debaixo de 14,4× merece unha incidencia, non unha alerta: aínda así paga a pena arranxalo hoxe.
lesson-error-budgets-step-2-hint-2 = Os erros comezaron coa marca do despregamento (Versión nova) no minuto 5.
lesson-error-budgets-step-2-hint-3 = Preme «Volver á última versión boa»: a última versión boa colle o tráfico 5 minutos despois.
lesson-error-budgets-remember = Taxa de consumo = taxa de erros ÷ orzamento de erros. A alerta é para os consumos rápidos (14,4× en dúas xanelas); un consumo lento nunca fai saltar a alerta, pero baleira igualmente o orzamento.

lesson-autoscaling-title = Escalado automático e atraso de arranque
lesson-autoscaling-idea = O seguimento de obxectivo segue a carga; con arranques lentos precisa marxe antes dun pico.
lesson-autoscaling-scenario-name = Lección: un pico anunciado
lesson-autoscaling-scenario-briefing = 08:00. No minuto 20 o tráfico sobe a 2,5× en 5 minutos e mantense 40 minutos. As instancias tardan 8 minutos en arrancar.
lesson-autoscaling-step-1 = O seguimento de obxectivo engade instancias cando a utilización supera o seu obxectivo (60 %) e retíraas amodo cando está por debaixo. Aquí unha instancia nova tarda 8 minutos en arrancar. O pico está anunciado: no minuto 20 o tráfico sobe a 2,5× en 5 minutos e mantense 40 minutos. Prepárate antes do minuto 20, para que a alerta non salte nunca.
lesson-autoscaling-step-1-hint-1 = O escalado automático apunta ao seu obxectivo: un obxectivo máis baixo mantén capacidade de reserva en marcha.
lesson-autoscaling-step-1-hint-2 = Con 2,5× o tráfico, o 60 % pasa a ser o 150 %: precisas sitio para iso antes da subida, porque os arranques tardan 8 minutos.
lesson-autoscaling-step-1-hint-3 = Pon Mínimo de instancias en 22 antes do minuto 12, ou a utilización obxectivo en 40 % de inmediato.
lesson-autoscaling-step-2 = Antes de seguir: que utilización mostrará a túa flota no minuto 30, na meseta do pico?
lesson-autoscaling-step-2-question = Utilización no minuto 30?
lesson-autoscaling-step-2-why = A utilización é λ·S ÷ N: 2,5 × o tráfico entre as instancias que estean servindo nese momento. Por riba do obxectivo, o escalado automático lanza máis, que tardan 8 minutos en chegar.
lesson-autoscaling-step-2-hint-1 = Conta as instancias que estarán servindo no minuto 30, e o tráfico: 2,5 × unhas 1070 solicitudes por segundo.
lesson-autoscaling-step-3 = Xoga ata o final (minuto 90): a alerta non debe saltar nunca e debe quedar polo menos o 99,5 % do orzamento.
lesson-autoscaling-step-3-hint-1 = Se saltou a alerta, preme Reiniciar e prepárate antes.
lesson-autoscaling-remember = O escalado automático segue a carga; non a prevé. Con arranques lentos, mantén marxe (un obxectivo máis baixo, un mínimo máis alto) antes dun pico coñecido.

lesson-rollback-or-scale-title = Volver atrás ou escalar?
lesson-rollback-or-scale-idea = Erros que a capacidade non pode arranxar: o despregamento defectuoso.
lesson-rollback-or-scale-scenario-name = Lección: un despregamento defectuoso
lesson-rollback-or-scale-scenario-briefing = 09:00, queda a quinta parte do orzamento de erros do mes. No minuto 10 sae unha versión nova.
lesson-rollback-or-scale-step-1 = No minuto 10 sae unha versión nova. Observa a gráfica de erros e a marca do despregamento nela.
lesson-rollback-or-scale-step-1-hint-1 = A marca das gráficas mostra cando saíu a versión.
lesson-rollback-or-scale-step-2 = Desde o despregamento falla o 5 % das solicitudes. Supón que engades capacidade: pon Mínimo de instancias en 20 e estima a taxa de erros no minuto 20.
lesson-rollback-or-scale-step-2-question = Taxa de erros no minuto 20?
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
lesson-shedding-scenario-briefing = 11:45. No minuto 10 a base de datos cambia de primaria: durante 15 minutos serve a quinta parte da súa capacidade.
lesson-shedding-step-1 = No minuto 10 a base de datos cambia de primaria: durante 15 minutos a nova primaria serve a quinta parte das consultas, 800 por segundo. Cada solicitude fai 3 consultas coa funcionalidade pesada (recomendacións) e 2 sen ela; a caché responde a maioría. Observa a gráfica da base de datos.
lesson-shedding-step-1-hint-1 = A utilización da base de datos son as súas consultas por segundo entre a súa capacidade.
lesson-shedding-step-2 = A base de datos está chea: as consultas agardan e as solicitudes esgotan o tempo. Máis instancias só enviarían máis consultas. Dúas pancas reducen o que lle chega: a funcionalidade pesada desactivada (3 consultas por solicitude pasan a 2: degradación controlada) e o descarte do tráfico de baixa prioridade (ata o 30 % del). Mantén o p99 por debaixo de 500 ms desde o minuto 14 ata o minuto 24, e devolve as recomendacións a todos antes do final (minuto 45).
lesson-shedding-step-2-hint-1 = Que control quita unha consulta a cada solicitude?
lesson-shedding-step-2-hint-2 = O descarte por si só quita o 30 % do tráfico, pero aquí non quita consultas dabondo.
lesson-shedding-step-2-hint-3 = Desactiva a funcionalidade xa; actívaa de novo despois do minuto 25, cando a base de datos se recupere.
lesson-shedding-remember = Con sobrecarga, degrada de forma controlada: abandona o traballo opcional (unha funcionalidade, o tráfico de baixa prioridade) antes de que falle o esencial, e restabléceo cando pase a causa.
