## O camiño debuxado e a súa reprodución

arch-status-off = desactivado
arch-status-idle = en repouso
arch-status-busy = ocupado
arch-status-queueing = en cola
arch-status-saturated = saturado
arch-status-rejecting = rexeita
arch-bypassed = rodeado: as solicitudes pasan ao lado
arch-served = servidas
arch-rejected = rexeitadas
arch-fresh = novas
arch-retried = reintentadas
arch-timed-out = esgotaron o tempo
arch-offered = ofrecidas
arch-backlog-of = en espera { $value } de { $max }
arch-short-lb = LB
arch-short-app = App
arch-short-cache = Caché
arch-short-queue = Cola
arch-short-db = BD
arch-stage-click = Preme para amosar os axustes desta capa.
arch-step-before = Antes do primeiro paso: aínda non se executou nada
arch-step-at = t = { $clock } s, paso { $n } de { $count }
arch-play = Reproducir
arch-pause = Pausa
arch-speed = velocidade de reprodución
arch-model-7 = A palabra de estado de cada capa, unha soa regra para todas as capas e todos os pasos: desactivado (rodeado) cando a capa está desactivada; rexeita cando o seu búfer estaba cheo e se rexeitaron solicitudes; saturado cando o que chega alcanza a súa capacidade; en cola cando hai solicitudes esperando no seu búfer; ocupado cando serve o que chega; en repouso se non, como todas as capas antes do primeiro paso.

app-key-arch-run = Arquitectura: executar o camiño e miralo
app-key-arch-play-pause = Arquitectura: reproducir ou pausar a execución
app-key-arch-step-forward = Arquitectura: un paso adiante
app-key-arch-step-back = Arquitectura: un paso atrás
app-key-arch-start = Arquitectura: antes do primeiro paso
app-key-arch-end = Arquitectura: o último paso
app-key-arch-fix = Arquitectura: atopar unha corrección
app-key-arch-apply-fix = Arquitectura: aplicar a corrección e mirala

arch-unit-jobs = traballos
arch-path-hits = { $rps } servidas pola caché
