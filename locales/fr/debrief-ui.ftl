# L’onglet de bilan dans la fenêtre : boutons, l’ensemble, exports.

app-tab-debrief = Bilan
debrief-ui-make = Faire le bilan de cette simulation
debrief-ui-none = Jouez un scénario jusqu’au bout, ou appuyez sur « Faire le bilan de cette simulation » à n’importe quelle minute.
debrief-ui-stale = La simulation a avancé depuis ce bilan.
debrief-ui-export-markdown = Exporter le bilan (Markdown)…
debrief-ui-export-csv = Exporter la trace (CSV)…
debrief-ui-export-png = Enregistrer une image de la fenêtre (PNG)
debrief-ui-export-to-folder = Exporter les deux dans le dossier des sauvegardes
debrief-ui-exported = Fichier écrit : { $path }
debrief-ui-luck = Était-ce de la chance ?
debrief-ui-luck-explain = Rejoue vos décisions, l’inaction et le plan de référence sur { $seeds } autres graines (un autre bruit de trafic et, là où le scénario tire une valeur dans un intervalle, comme le début et la taille du pic, un autre tirage), pour voir si votre plan gagne dans la plupart des mondes ou seulement dans celui-ci.
debrief-ui-luck-run = Rejouer sur { $seeds } autres graines
debrief-ui-luck-cancel = Annuler
debrief-ui-luck-progress = { $done } graines sur { $total }
debrief-ui-luck-cancelled = Annulé.
debrief-ui-luck-rank = Cette simulation : { $value }, meilleure que { $rank } des autres mondes de vos décisions.
debrief-ui-luck-band = Chaque boîte va du 25e au 75e centile des mondes d’une réponse, ses moustaches du 5e au 95e, son trait central est la médiane ; une réponse dont tous les mondes donnent (presque) la même valeur est un seul trait, étiqueté avec cette valeur. Le losange est cette simulation. L’axe des valeurs inclut zéro, pour que les écarts paraissent aussi grands qu’ils le sont.
debrief-ui-luck-this-run = Cette simulation
debrief-ui-luck-axis-budget-left = %
debrief-ui-luck-axis-cost = $
debrief-ui-luck-axis-worst-p99 = s
debrief-ui-luck-axis-minutes-paging = min
debrief-ui-luck-column-response = Réponse
debrief-ui-luck-column-median = Médiane
debrief-ui-luck-column-band = Du 5e au 95e centile
debrief-ui-luck-column-range = Du plus bas au plus haut
