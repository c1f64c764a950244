# Application : titre, onglets, préférences, aide, fichiers.

app-title = sre-sim
app-tab-oncall = De garde
app-tab-arch = Architecture
app-tab-reference = Référence du modèle
app-language = Langue
app-theme = Thème
app-theme-light = Clair
app-theme-dark = Sombre
app-ui-scale = Taille de l’interface
app-presenter-mode = Mode présentation
app-help = Aide
app-shortcuts = Raccourcis clavier
app-shortcut-play-pause = Espace : lecture ou pause
app-shortcut-step = → : avancer d’une minute
app-shortcut-zoom-in = Ctrl + + : agrandir
app-shortcut-zoom-out = Ctrl + - : réduire
app-shortcut-zoom-reset = Ctrl + 0 : taille normale
app-shortcut-save = Ctrl + S : enregistrer la simulation
app-shortcut-open = Ctrl + O : ouvrir une simulation
app-save-run = Enregistrer la simulation…
app-open-run = Ouvrir une simulation…
app-recent-runs = Simulations récentes
app-example-runs = Simulations d’exemple
app-error-title = Un problème est survenu
