# A lapela do balance na xanela: botóns, o conxunto, exportacións.

app-tab-debrief = Balance
debrief-ui-make = Facer o balance desta simulación
debrief-ui-none = Xoga un escenario ata o final, ou preme «Facer o balance desta simulación» en calquera minuto.
debrief-ui-stale = A simulación avanzou desde este balance.
debrief-ui-export-markdown = Exportar o balance (Markdown)…
debrief-ui-export-csv = Exportar a traza (CSV)…
debrief-ui-export-png = Gardar unha imaxe da xanela (PNG)
debrief-ui-export-to-folder = Exportar os dous ao cartafol das simulacións gardadas
debrief-ui-exported = Ficheiro escrito: { $path }
debrief-ui-luck = Foi sorte?
debrief-ui-luck-explain = Repite as túas decisións, non facer nada e o plan de referencia noutras { $seeds } sementes (outro ruído de tráfico e, alí onde o escenario tira un valor dun intervalo, como o comezo e o tamaño do pico, outra tirada), para ver se o teu plan gaña na maioría dos mundos ou só neste.
debrief-ui-luck-run = Repetir noutras { $seeds } sementes
debrief-ui-luck-cancel = Cancelar
debrief-ui-luck-progress = { $done } de { $total } sementes
debrief-ui-luck-cancelled = Cancelado.
debrief-ui-luck-rank = Esta simulación: { $value }, mellor ca { $rank } dos outros mundos das túas decisións.
debrief-ui-luck-band = Cada caixa vai do percentil 25 ao 75 dos mundos dunha resposta, os seus bigotes do 5 ao 95, a súa liña central é a mediana; unha resposta na que todos os mundos dan (case) o mesmo valor é unha soa liña, etiquetada con ese valor. O rombo é esta simulación. O eixe dos valores inclúe o cero, para que as diferenzas parezan tan grandes como son.
debrief-ui-luck-this-run = Esta simulación
debrief-ui-luck-axis-budget-left = %
debrief-ui-luck-axis-cost = $
debrief-ui-luck-axis-worst-p99 = s
debrief-ui-luck-axis-minutes-paging = min
debrief-ui-luck-column-response = Resposta
debrief-ui-luck-column-median = Mediana
debrief-ui-luck-column-band = Do percentil 5 ao 95
debrief-ui-luck-column-range = Do máis baixo ao máis alto
