## Ce que le système a dit d’un fichier, dans les mots de l’application
## (la suite dans app.ftl).

app-io-link-loop = le chemin tourne en boucle entre des liens symboliques
app-io-name-too-long = le nom est trop long
app-io-too-many-open = trop de fichiers sont ouverts
app-io-device = le disque n’a pas pu le lire ou l’écrire (erreur d’entrée-sortie)
app-io-quota = le quota du disque est épuisé
app-io-file-too-large = le fichier est trop grand pour ce disque
app-io-folder-not-empty = le dossier n’est pas vide
app-io-invalid-name = le nom n’est pas valide sur ce disque
app-io-invalid-path = le chemin ne désigne pas un fichier
app-io-busy = il est en cours d’utilisation
app-io-crosses-devices = il passerait sur un autre disque
app-io-too-many-links = il a trop de liens
app-io-stale = le fichier réseau n’est plus là
app-io-timed-out = le disque n’a pas répondu à temps
app-io-interrupted = l’opération a été interrompue
app-io-unsupported = le disque ne le permet pas
app-io-out-of-memory = la mémoire manque
app-io-unexpected-end = le fichier se termine trop tôt
app-io-other-code = le système a refusé (son erreur { $code })
app-io-other = le système a refusé sans dire pourquoi
app-io-left-behind = { $message } ; le fichier temporaire { $path } est resté

## Ce que doit être la valeur d’une décision.

oncall-expected-instances = un nombre entier d’instances
oncall-expected-on-off = on ou off
oncall-expected-no-value = aucune valeur
oncall-expected-share-half = une part comme 0.5
oncall-expected-share = une part comme 0.6
oncall-expected-seconds = des secondes
