# A páxina de inicio e o panel da lección.

app-start-page = Inicio
app-key-start-page = Amosar ou agochar a páxina de inicio (as leccións, os incidentes)
start-title = Aprende a fiabilidade de garda na práctica
start-intro = Cada lección é unha simulación curta do modelo arredor dunha idea, cunha pregunta que responder antes de mirar, pistas e obxectivos que cumprir. Ou xoga un incidente, ou proba o que queiras en xogo libre.
start-learn = Aprender paso a paso
# $done (número) leccións feitas; $lessons (número) en total
start-learn-progress = { $done } de { $lessons } leccións feitas.
# $met, $objectives, $hints, $attempts (números): o mellor intento
start-lesson-best = Mellor resultado: { $met } de { $objectives } obxectivos, { $hints ->
        [one] unha pista
       *[other] { $hints } pistas
    }; { $attempts ->
        [one] un intento
       *[other] { $attempts } intentos
    }.
start-lesson-done = feita
# $met, $objectives (numbers): the best attempt
start-lesson-tried = como mellor { $met } de { $objectives }
start-your-lessons = As túas leccións
start-lessons-drop = Solta un ficheiro de lección na xanela para xogala; aquí lístanse as leccións do teu cartafol de leccións.
start-all-done-title = Todas as leccións feitas: e agora
start-all-done = Xoga os incidentes da dereita sen ningunha lección que te guíe, e compara a túa simulación co procedemento de referencia no Balance. Fai as túas propias preguntas en xogo libre ou no camiño da arquitectura. Escribe unha lección túa (sre-sim lesson show utilization amosa unha para comezar) e sóltaa na xanela. Ou presenta unha simulación a unha sala, no modo presentador.
start-incidents = Xogar un incidente
start-free-play = Xogo libre
start-open-run = Abrir unha simulación…
start-architecture = O camiño de arquitectura
start-author = O teu nome, gardado nas túas simulacións
start-author-hint = Un docente que cualifica as simulacións dunha clase veo ao carón de cada simulación (sre-sim lesson grade).
start-show-at-start = Amosar esta páxina cando se inicia sre-sim
# $key: a tecla que volve amosar a páxina
start-reach-again = O botón Inicio da barra superior, ou { $key }, volve traer esta páxina.
app-key-name-f2 = F2

lesson-panel-heading = Lección
# $step, $steps (números)
lesson-panel-step = Paso { $step } de { $steps }
lesson-panel-guess-hint = a túa predición
lesson-panel-guess = Predicir e xogar
lesson-panel-guess-refused = Escribe un número, por exemplo 52 ou 0,35.
lesson-panel-no-guess = Amosar sen predición
lesson-panel-no-guess-hint = Unha predición nunca se cualifica, pero facer unha é o que fixa a resposta na memoria.
# $minute (número)
lesson-panel-play-to-minute = Xogar ata o minuto { $minute }
lesson-panel-play-to-step = Executar o camiño e reproducilo ata o paso { $minute }
lesson-panel-playing-to-minute = Xogando ata o minuto { $minute }…
lesson-panel-playing-to-step = Reproducindo o camiño ata o paso { $minute }…
lesson-panel-next = Seguinte paso
lesson-panel-continue = Continuar
lesson-panel-play-to-end = Usa os controis e despois xoga ata o final da simulación: os obxectivos de abaixo cualifícanse sobre a marcha.
lesson-panel-finish-arch-hint = Cambia o camiño nesta lapela; os obxectivos de abaixo cualifícanse sobre o seu estado actual. Remata cando se cumpran.
lesson-panel-finish = Rematar a lección
lesson-panel-your-guess = A túa predición
lesson-panel-your-choice = A túa escolla
lesson-panel-the-model = O modelo
lesson-panel-no-guess-made = sen predición
# $n (número): o número da pista
lesson-panel-hint-n = Pista { $n }
# $left (número): pistas aínda sen amosar
lesson-panel-hint = Pista ({ $left } por ver)
lesson-panel-reference-link = Lelo na Referencia do modelo
lesson-panel-reference-link-hint = A relación, a súa fonte e o seu valor actual.
lesson-panel-hidden = Agochado ata que fagas a túa predición.
lesson-panel-objectives = Obxectivos
lesson-panel-objectives-after-run = Cualifícanse coa execución do camiño: execútao (e fai a túa predición) para ver como van.
lesson-panel-restart = Reiniciar
lesson-panel-restart-hint = A lección desde o seu primeiro paso, a simulación desde o minuto 0.
lesson-panel-skip = Saltar o paso
lesson-panel-skip-hint = Pasar ao seguinte paso sen facer este.
lesson-panel-leave = Saír da lección
lesson-unit-percent = %
lesson-unit-seconds = s
lesson-unit-milliseconds = ms
lesson-unit-count = instancias
lesson-unit-requests-per-sec = req/s
lesson-unit-dollars = $
lesson-unit-times = ×
lesson-unit-tier = capa
lesson-end-passed = Cumpríronse todos os obxectivos.
lesson-end-missed = Non se cumpriron todos os obxectivos.
# $met, $objectives, $hints (números)
lesson-end-score = { $met } de { $objectives } obxectivos cumpridos, { $hints ->
        [one] unha pista usada
       *[other] { $hints } pistas usadas
    }.
lesson-end-remember = Que lembrar
lesson-end-guesses = As túas predicións
# $guess, $model: un valor coa súa unidade
lesson-end-guess = Predixeches { $guess }; o modelo deu { $model }.
# $model: a value with its unit
lesson-end-no-guess = Sen predición; o modelo deu { $model }.
# $guess, $model: an option's words
lesson-end-choice = Escolliches «{ $guess }»; o modelo confirma «{ $model }».
# $model: an option's words
lesson-end-no-choice = Sen escolla; o modelo confirma «{ $model }».
# $minute (número)
lesson-end-try-again = Tentar de novo desde o minuto { $minute }
lesson-end-try-again-hint = A simulación tal como a xogaches ata ese minuto, e desde aí os controis son teus.
# $title: o título da seguinte lección
lesson-end-next = Seguinte lección: { $title }
lesson-end-start-page = Volver á páxina de inicio
lesson-grade-with-value = { $verdict }: { $value }
lesson-progress-reset = Restablecer o progreso das leccións
lesson-progress-reset-help = Esquece que leccións están feitas, os seus mellores resultados e as pistas usadas (os axustes quedan).
lesson-progress-reset-done = Restableceuse o progreso das leccións.
lesson-progress-write-failed = Non se puido gardar o progreso das leccións: { $message }
lesson-progress-unreadable = Non se puido ler o ficheiro de progreso das leccións; conservouse como { $path } e o progreso comeza de novo.
lesson-progress-read-failed = Non se puido ler o progreso das leccións: { $message }. O ficheiro déixase como está e o progreso desta sesión non se garda enriba.
lesson-reveal-offered = ofrecido = solicitudes novas + reintentos dos fallos do paso anterior: { $fresh } + { $retries } = { $offered }
lesson-author-ask = Como te chamas? O teu nome gárdase nas simulacións que gardes, para que a táboa de cualificacións dun docente o amose. Consérvase nos axustes; cámbiao na páxina de inicio.
lesson-author-keep = Gardar
lesson-author-not-now = Agora non

start-calibration = As túas predicións ao carón do modelo
start-calibration-model = O valor do modelo (×1)
start-calibration-guess = A túa predición, como múltiplo do valor do modelo
start-calibration-far = As túas predicións máis afastadas foron en «{ $title }»: { $factor }× demasiado { $direction ->
        [low] baixas
       *[high] altas
    }.
start-calibration-close = Todas as túas predicións quedaron a menos dun 15 % do valor do modelo.
start-calibration-none = As túas predicións non se poden comparar cos valores do modelo (un cero nun lado ou no outro).
start-calibration-list = Todas as predicións
start-calibration-item = { $title }, paso { $step }: estimaches { $guess }, o modelo deu { $model }.
