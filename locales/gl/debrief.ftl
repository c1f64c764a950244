# O balance dunha garda: cadro de resultados, respostas de referencia, liña
# de tempo do incidente e análise post mortem en Markdown. As cifras de
# orzamento son partes do orzamento de erros do mes. Parámetros: $clock é
# unha hora (HH:MM), $value un número xa formatado coa súa unidade
# (5,00 %, 340 ms), $cost un importe xa formatado (15,23 $), $count e
# $minutes números enteiros.

## Documento post mortem

# $scenario (texto) o nome do escenario, $seed (número) a semente
oncall-debrief-title = Análise post mortem: { $scenario }, semente { $seed }
oncall-debrief-blameless = Unha revisión sen buscar culpables dunha garda simulada: analiza as decisións e o que o modelo fixo con elas, non quen as tomou.
oncall-debrief-summary = Resumo
# $scenario (texto), $from e $to (HH:MM) o comezo e o final, $minutes (número) a duración, $seed (número)
oncall-debrief-summary-run = { $scenario } desde as { $from } ata as { $to } ({ $minutes } min), semente { $seed }.
# $from e $to (partes formatadas) o orzamento ao comezo e ao final, $value (parte formatada) o orzamento consumido
oncall-debrief-summary-budget = O orzamento de erros do mes pasou do { $from } ao { $to }: consumiuse o { $value }.
oncall-debrief-summary-no-page = A alerta de taxa de consumo non saltou nunca.
# $minutes (número) minutos con alerta
oncall-debrief-summary-paging = A alerta de taxa de consumo estivo activa durante { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }.
# $value (duración formatada) a peor latencia p99, $cost (importe formatado)
oncall-debrief-summary-latency-cost = A peor latencia p99 foi de { $value } e a simulación custou { $cost }.
# $value (parte formatada) o orzamento que consome non facer nada coa mesma semente
oncall-debrief-summary-do-nothing = Coa mesma semente, non facer nada consumiría o { $value } do orzamento.
# $value (parte formatada) o orzamento que consome o procedemento de referencia coa mesma semente
oncall-debrief-summary-playbook = O procedemento de referencia consumiría o { $value }.
oncall-debrief-impact = Impacto en números
oncall-debrief-impact-note = As solicitudes fallidas e descartadas son partes de todas as solicitudes da simulación, ponderadas minuto a minuto. Unha solicitude pode fallar por máis dunha razón, así que as causas poden sumar algo máis ca o total.
oncall-debrief-playbook = O procedemento de referencia
oncall-debrief-playbook-free-play = O procedemento de referencia reacciona minuto a minuto ao que ve a persoa de garda: volve á última versión boa cando salta a alerta cunha versión defectuosa en vivo, dimensiona a flota e descarta carga cando o tráfico dá un salto, degrada o servizo de forma controlada cando a taxa de acertos da caché se afunde ou a base de datos se achega á saturación, e substitúe de contado as instancias perdidas. Sen incidente, non fai nada.
oncall-debrief-playbook-bad-deploy = O procedemento de referencia volve á última versión boa en canto salta a alerta coa versión defectuosa en vivo.
oncall-debrief-playbook-surge = O procedemento de referencia vixía o tráfico: cando supera 1,5 × o do primeiro minuto, sobe o mínimo de instancias ao que precisa a carga cun 60 % de utilización e descarta o tráfico de baixa prioridade ata que esas instancias estean servindo; cando o tráfico volve baixar de 1,2 ×, repón o mínimo.
oncall-debrief-playbook-cache-flush = O procedemento de referencia vixía a taxa de acertos da caché: cando cae por debaixo da metade da do primeiro minuto, desactiva a funcionalidade pesada e descarta o tráfico de baixa prioridade, inicia o quecemento da caché en canto a base de datos ten marxe e despois restablece a funcionalidade e o tráfico.
oncall-debrief-playbook-database = Regra da base de datos: cando a utilización da base chega ao 90 %, desactiva a funcionalidade pesada e descarta o tráfico de baixa prioridade; cando a base quedaría por debaixo do 70 % coas dúas restablecidas, restabléceas.
oncall-debrief-playbook-lost-capacity = Regra da capacidade perdida: cando se perden instancias que serven, sobe o mínimo á flota que servía no minuto anterior, para que as substitutas arranquen de contado, e descarta o tráfico de baixa prioridade ata que sirvan; despois repón o mínimo.
oncall-debrief-playbook-rules = O procedemento de referencia aplicou as regras que se seguen dos eventos deste escenario.
oncall-debrief-playbook-none = O procedemento de referencia non deu ningunha orde nesta simulación.
oncall-debrief-playbook-decisions = As súas decisións con esta semente
oncall-debrief-timeline = Liña de tempo
oncall-debrief-timeline-empty = Ningún evento e ningunha decisión nesta simulación.
oncall-debrief-went-well = O que foi ben
oncall-debrief-to-try = Que probar a próxima vez
oncall-debrief-footer = Xerado por sre-sim. Modelo educativo — non apto para decisións operativas.

## Cadro de resultados: etiquetas das columnas e das filas

oncall-debrief-column-measure = Medida
oncall-debrief-column-run = A túa resposta
oncall-debrief-column-do-nothing = Non facer nada
oncall-debrief-column-playbook = Procedemento de referencia
oncall-debrief-column-vs-do-nothing = Diferenza con non facer nada
oncall-debrief-column-vs-playbook = Diferenza co procedemento
oncall-debrief-row-budget-consumed = Orzamento de erros consumido
oncall-debrief-row-budget-left = Orzamento de erros restante
oncall-debrief-row-minutes-paging = Minutos con alerta
oncall-debrief-row-worst-p99 = Peor latencia p99
oncall-debrief-row-mean-p99 = Latencia p99 media
oncall-debrief-row-failed-total = Solicitudes fallidas
oncall-debrief-row-failed-bad-build = Fallidas pola versión defectuosa
oncall-debrief-row-failed-timeouts = Fallidas por tempo límite
oncall-debrief-row-failed-saturation = Fallidas por flota saturada
oncall-debrief-row-shed = Descartadas no balanceador de carga
oncall-debrief-row-cost = Custo

## Liña de tempo: unha decisión ou un evento (o que veu despois vai tras unha frecha)

# $count (número) o novo mínimo
oncall-debrief-command-min-instances = Mínimo de instancias fixado en { $value }
oncall-debrief-command-autoscaling-on = Escalado automático activado
oncall-debrief-command-autoscaling-off = Escalado automático desactivado
# $value (parte formatada)
oncall-debrief-command-target-utilization = Utilización obxectivo fixada no { $value }
# $value (duración formatada)
oncall-debrief-command-cache-ttl = TTL da caché fixado en { $value }
oncall-debrief-command-warm-up = Quecemento da caché iniciado
# $value (parte formatada) do tráfico de baixa prioridade
oncall-debrief-command-shed = Descarte de carga fixado no { $value } do tráfico de baixa prioridade
oncall-debrief-command-feature-on = Funcionalidade pesada activada
oncall-debrief-command-feature-off = Funcionalidade pesada desactivada
oncall-debrief-command-rollback = Reversión solicitada

## O que veu despois, en frases curtas; $clock (HH:MM) di cando

oncall-debrief-effect-page-fired = alerta ás { $clock }
oncall-debrief-effect-page-resolved = fin da alerta ás { $clock }
oncall-debrief-effect-still-paging = alerta aínda activa ao final
# $value (parte formatada) do orzamento de erros do mes
oncall-debrief-effect-budget-spent = orzamento consumido: { $value } ás { $clock }
oncall-debrief-effect-bad-build-gone = tráfico na versión defectuosa ao 0 % ás { $clock }
oncall-debrief-effect-burn-under-page = taxa de consumo (1 h) de novo por baixo de 14,4× ás { $clock }
oncall-debrief-effect-errors-under-slo = taxa de erros de novo por baixo do 0,1 % ás { $clock }
# $value (parte formatada)
oncall-debrief-effect-error-rate = taxa de erros do { $value } ás { $clock }
oncall-debrief-effect-saturated = flota saturada ás { $clock }
# $count (número) instancias servindo
oncall-debrief-effect-instances-serving =
    { $count ->
        [one] { $count } instancia servindo
       *[other] { $count } instancias servindo
    } ás { $clock }
# $value (caudal formatado)
oncall-debrief-effect-requests-peak = pico de tráfico de { $value } ás { $clock }
# $value (parte formatada)
oncall-debrief-effect-cache-hit-rate = taxa de acertos da caché do { $value } ás { $clock }
# $value (parte formatada)
oncall-debrief-effect-db-utilization = utilización da base de datos do { $value } ás { $clock }
oncall-debrief-effect-warm-up-done = quecemento rematado ás { $clock }

## O que foi ben

# $value (parte formatada) do orzamento de erros do mes
oncall-debrief-well-saved-vs-nothing = A túa resposta conservou un { $value } máis do orzamento de erros do mes ca non facer nada.
oncall-debrief-well-as-good-as-playbook = A túa resposta non consumiu máis orzamento de erros ca o procedemento de referencia.
oncall-debrief-well-early-rollback = A reversión chegou ás { $clock }, antes de que saltase a alerta.
oncall-debrief-well-quick-rollback = { $minutes ->
        [0] A reversión chegou co momento da alerta.
        [one] A reversión chegou { $minutes } minuto despois da alerta.
       *[other] A reversión chegou { $minutes } minutos despois da alerta.
    }
oncall-debrief-well-page-resolved = A alerta rematou ás { $clock }.
oncall-debrief-well-never-paged = A alerta de taxa de consumo non saltou nunca.
oncall-debrief-well-never-saturated = A flota non se saturou nunca, mentres que sen facer nada saturaríase.
# $cost (importe formatado)
oncall-debrief-well-cheaper = A simulación custou { $cost } menos ca o procedemento de referencia, sen consumir máis orzamento.
oncall-debrief-well-nothing = Nada destacable esta vez; a táboa de arriba mostra onde mirar.

## Que probar a próxima vez

# $clock (HH:MM) cando saltou a alerta, $minutes (número) o atraso, $value (parte formatada) do orzamento do mes
oncall-debrief-next-late-rollback = A alerta saltou ás { $clock } e a reversión chegou { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } despois; unha reversión no momento da alerta aforraría o { $value } do orzamento de erros do mes.
# $clock (HH:MM) cando saltou a alerta, $value (parte formatada) do orzamento do mes
oncall-debrief-next-no-rollback = A alerta saltou ás { $clock } coa versión defectuosa en vivo e non houbo reversión; unha reversión no momento da alerta aforraría o { $value } do orzamento de erros do mes.
oncall-debrief-next-hot-fleet = A flota traballou por riba do 90 % de utilización durante { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }; sobe o mínimo de instancias ou baixa a utilización obxectivo antes de que se sature — as instancias novas precisan o atraso de arranque.
oncall-debrief-next-hot-db = A base de datos traballou por riba do 90 % de utilización durante { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }; desactivar a funcionalidade pesada quita unha consulta de cada tres, e o descarte de carga ata o 30 % do tráfico.
# $value (parte formatada) a utilización da base de datos
oncall-debrief-next-warm-up-busy-db = O quecemento da caché iniciouse ás { $clock } coa base de datos ao { $value }; engade 600 consultas á base de datos/s, así que iníciao cando a base de datos teña marxe.
# $value (parte formatada) de todo o tráfico
oncall-debrief-next-shed-at-end = Ao final aínda se descartaba o { $value } do tráfico; relaxa o descarte cando pase o incidente.
oncall-debrief-next-feature-off-at-end = Ao final a funcionalidade pesada seguía desactivada; actívaa de novo cando a base de datos teña marxe.
oncall-debrief-next-needless-rollback = A reversión das { $clock } chegou sen ningunha versión defectuosa en vivo; só custou diñeiro.
oncall-debrief-next-rollback-restarted = A reversión premeuse de novo ás { $clock } mentres se preparaba, e iso reiniciou os 5 minutos de preparación.
# $cost (importe formatado)
oncall-debrief-next-costlier = A simulación custou { $cost } máis ca o procedemento de referencia.
oncall-debrief-next-costlier-decision = A simulación custou { $cost } máis ca o procedemento de referencia, sobre todo por unha decisión: «{ $decision }» ás { $clock }. Xogada de novo sen ela, a simulación custa { $saved } menos.
# $value (parte formatada) do orzamento do mes
oncall-debrief-next-playbook-kept-more = O procedemento de referencia conservou un { $value } máis do orzamento de erros do mes; compara coas súas decisións de arriba.
oncall-debrief-next-nothing = Nada que engadir: esta simulación fixo polo menos tan ben coma o procedemento de referencia co orzamento.
