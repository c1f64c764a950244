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
debrief-ui-luck-explain = Rejoue vos décisions, l’inaction et le plan de référence sur { $seeds } autres graines (un autre bruit de trafic et, pour le pic, un autre pic), pour voir si votre plan gagne dans la plupart des mondes ou seulement dans celui-ci.
debrief-ui-luck-run = Rejouer sur { $seeds } autres graines
debrief-ui-luck-cancel = Annuler
debrief-ui-luck-progress = { $done } graines sur { $total }
debrief-ui-luck-cancelled = Annulé.
debrief-ui-luck-rank = Cette simulation : { $value }, meilleure que { $rank } des autres mondes de vos décisions.
debrief-ui-luck-band = Bande du 5e au 95e centile, boîte du 25e au 75e, trait à la médiane ; le point est cette simulation.
