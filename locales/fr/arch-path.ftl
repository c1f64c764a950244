## Le chemin dessiné et sa lecture

arch-status-off = désactivé
arch-status-idle = au repos
arch-status-busy = occupé
arch-status-queueing = en file
arch-status-saturated = saturé
arch-status-rejecting = rejette
arch-bypassed = contourné : les requêtes passent à côté
arch-served = servies
arch-rejected = rejetées
arch-fresh = nouvelles
arch-retried = renvoyées
arch-timed-out = expirées
arch-offered = offertes
arch-backlog-of = en attente { $value } sur { $max }
arch-short-lb = LB
arch-short-app = App
arch-short-cache = Cache
arch-short-queue = File
arch-short-db = BD
arch-stage-click = Cliquer pour afficher les réglages de cet étage.
arch-step-before = Avant le premier pas : rien n’a encore tourné
arch-step-at = t = { $clock } s, pas { $n } sur { $count }
arch-play = Lecture
arch-pause = Pause
arch-speed = vitesse de lecture
arch-model-7 = Le mot d’état de chaque étage, une seule règle pour tous les étages et tous les pas : désactivé (contourné) quand l’étage est désactivé ; rejette quand son tampon était plein et que des requêtes ont été refusées ; saturé quand ce qui arrive atteint sa capacité ; en file quand des requêtes attendent dans son tampon ; occupé quand il sert ce qui arrive ; au repos sinon, comme tous les étages avant le premier pas.

app-key-arch-run = Architecture : lancer le chemin et le regarder
app-key-arch-play-pause = Architecture : lire ou mettre en pause la simulation
app-key-arch-step-forward = Architecture : un pas en avant
app-key-arch-step-back = Architecture : un pas en arrière
app-key-arch-start = Architecture : avant le premier pas
app-key-arch-end = Architecture : le dernier pas
app-key-arch-fix = Architecture : trouver un correctif
app-key-arch-apply-fix = Architecture : appliquer le correctif et le regarder

arch-unit-jobs = tâches
arch-path-hits = { $rps } servies par le cache
