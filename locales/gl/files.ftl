# As simulacións como ficheiros: gardar, abrir, repetir, comparar, restaurar.

files-title = Simulacións
files-save-to-folder = Gardar no cartafol das simulacións gardadas
files-saves-folder = Cartafol das simulacións gardadas
files-no-saves = Aínda non hai simulacións gardadas.
files-nothing-to-save = Aínda non hai nada que gardar: xoga polo menos un minuto antes (Espazo reproduce).
files-scenario-unchanged = «{ $name }» xa se está xogando e o seu ficheiro non cambiou: a simulación continúa.
files-saved = Ficheiro gardado: { $path }
files-opened = Ficheiro aberto: { $path }
files-replaying = Repetición de { $name }: minuto { $minute } de { $minutes }
files-scrubber = Minuto da repetición
files-take-over = Tomar o control aquí
files-take-over-help = Descarta as decisións posteriores a este minuto e continúa en directo desde aquí.
files-stop-replay = Deter a repetición
files-ghost = Manter como pantasma
files-ghost-help = Mantén esta simulación nas gráficas como unha pantasma gris mentres xogas de novo o mesmo escenario coa mesma semente.
files-clear-ghost = Quitar a pantasma
files-ghost-label = pantasma
files-restore-title = Continuar a última simulación?
files-restore-body = A túa última simulación gardouse automaticamente mentres xogabas. Continúaa onde parou, ou descártaa.
files-restore = Restaurar
files-discard = Descartar
files-summary = { $scenario }, semente { $seed }: { $minutes } min, orzamento restante { $budget }, custo { $cost }, peor p99 { $p99 }
files-problems = Ficheiros que non se puideron ler
files-dialog-hint = Se non se abre ningún diálogo de ficheiros, usa as listas de abaixo ou inicia con sre-sim --open FICHEIRO.
files-browser-hint = Nun navegador, Gardar a simulación… descárgaa e Abrir unha simulación… escolle un ficheiro deste ordenador; tamén se pode soltar unha simulación na páxina.

run-error-empty = O ficheiro está baleiro.
run-error-not-text = O ficheiro non é texto (o byte { $byte } non é UTF-8).
run-error-expected = { $expects ->
        [comma-or-end] unha coma ou un corchete de peche
        [colon] dous puntos despois do nome do campo
        [value] un valor
        [whole-number] un número enteiro
        [smaller-number] un número dentro dos límites do campo
        [number] un número
        [true-or-false] true ou false
        [text] un texto entre comiñas dobres
        [list] unha lista entre [ ]
        [group] un grupo de campos entre ( )
        [field-name] un nome de campo
        [missing-field] o campo «{ $names }», que falta,
        [field-once] o campo «{ $names }» unha soa vez
        [one-of] un de { $names }
        [end] o final do documento
        [less-nesting] menos aniñamento (128 niveis como máximo)
       *[other] outra cousa
    }
run-error-document = { $document ->
        [lesson] un ficheiro de lección
        [scenario] un ficheiro de escenario
        [architecture] unha configuración de arquitectura
       *[run] un ficheiro de simulación
    }
run-error-not-ron = O ficheiro non é RON: na liña { $line }, columna { $column }, agardábase { $expected-words }, pero o ficheiro ten «{ $found }».
run-error-wrong-shape = O ficheiro non é { $document-words }: na liña { $line }, columna { $column }, agardábase { $expected-words }, pero o ficheiro ten «{ $found }».
run-error-wrong-document = Isto é { $found ->
        [lesson] un ficheiro de lección (séguea desde a páxina de inicio, ou sólteo na xanela; cualifica simulacións con sre-sim lesson grade)
        [scenario] un ficheiro de escenario (xógao con sre-sim oncall --scenario-file FICHEIRO, ou desde o menú de escenarios)
        [architecture] unha configuración de arquitectura (ábrea con sre-sim arch --config FICHEIRO, ou na lapela Arquitectura)
       *[run] un ficheiro de simulación (ábreo con sre-sim replay FICHEIRO, ou sre-sim --open FICHEIRO)
    }, non { $document-words }.
run-error-truncated = O ficheiro remata antes de tempo (liña { $line }, columna { $column }): quedou cortado.
run-error-unknown-field = Campo descoñecido «{ $field }» na liña { $line }, columna { $column }.
run-error-newer-version = O ficheiro ten a versión de formato { $found }, pero esta versión de sre-sim só le ata a { $supported }. Actualiza sre-sim para abrilo.
run-error-unknown-scenario = Escenario descoñecido «{ $name }».
run-error-other-lesson = A simulación nomea a lección «{ $name }» pero leva a lección «{ $found }».
run-error-bad-seed = A semente «{ $text }» non é un número enteiro entre 0 e 4294967295.
run-error-unknown-command = Orde descoñecida «{ $text }» no minuto { $minute }.
run-error-bad-command = Orde incorrecta «{ $text }» no minuto { $minute }: agardábase { $expected }.
run-error-out-of-range = No minuto { $minute }, { $name } vale { $value }: debe estar entre { $min } e { $max }.
run-error-out-of-order = A liña de tempo non está en orde: o minuto { $minute } vén despois do minuto { $previous }.
run-error-command-after-end = Unha orde no minuto { $minute } vén despois do final da simulación (minuto { $minutes }).
run-error-too-long = A simulación dura { $minutes } minutos, pero permítense como máximo { $max }.
run-error-initial-settings = O axuste inicial { $setting } vale { $stored }, pero o escenario comeza con { $expected }.
run-error-summary-mismatch = O resumo do ficheiro non coincide coa súa repetición: { $figure } vale { $stored } no ficheiro e { $replayed } ao repetila.
run-error-other-model = Esta simulación gravouse coa versión { $found } do modelo; este sre-sim calcula coa versión { $current }, así que se repite doutro xeito que o resumo gardado. A repetición mostra o que o modelo actual fai coas mesmas decisións.
run-error-minute-beyond-end = O minuto { $minute } está despois do final da simulación (minuto { $minutes }).
run-error-arch-setting = { $message }
run-error-encode = Non se puido escribir a simulación en RON: { $message }
run-error-read = Non se pode ler o ficheiro: { $message }
run-error-folder-write = Non se pode escribir neste cartafol: { $message }
run-error-write = Non se pode escribir o ficheiro: { $message }
run-error-not-durable = O ficheiro está escrito, pero o seu cartafol non se puido baleirar no disco ({ $message }): un corte de corrente aínda podería perdelo.
run-error-too-large = O ficheiro ten { $bytes } bytes, e { $document ->
        [lesson] un ficheiro de lección
        [scenario] un ficheiro de escenario
        [architecture] unha configuración de arquitectura
        [progress] un ficheiro de progreso
        [run] un ficheiro de simulación
       *[other] un ficheiro que le sre-sim
    } ten como máximo { $max } bytes.
run-error-not-a-file = Isto non é un ficheiro senón { $what ->
        [folder] un cartafol
        [named-pipe] unha tubaxe con nome
        [device] un dispositivo
        [socket] un socket
       *[other] outra cousa
    }; só se len ficheiros regulares.
run-error-no-data-dir = Este sistema non ten ningún cartafol de datos do usuario onde gardar.
run-error-in-file = { $message } ({ $path })

arch-save-config = Gardar a configuración…
arch-open-config = Abrir unha configuración…
arch-save-config-to-folder = Gardar no cartafol das configuracións
arch-configs-folder = Cartafol das configuracións
files-kept-unsaved = A simulación en curso gardouse no cartafol das simulacións gardadas (mira a lista): { $path }
files-take-over-first = Isto é unha repetición: preme «Tomar o control aquí» para cambiar os controis.
files-no-dialog-open = Non se pode abrir ningún diálogo de ficheiros neste sistema: escolle unha simulación da lista.
files-no-dialog-open-arch = Non se pode abrir ningún diálogo de ficheiros neste sistema: escolle unha configuración da lista desta lapela.
files-restored = A última simulación volveu, en pausa onde parara.
files-autosave-failed = Fallou o gardado automático: { $message }
run-error-bad-scenario = O escenario non é válido: { $problem }
files-scenario-error-format = o formato é { $found }; esta versión de sre-sim le o formato de escenario { $supported }.
files-scenario-error-out-of-range = { $field } vale { $value }, pero debe estar entre { $min } e { $max }.
files-scenario-error-invalid = { $field } vale «{ $value }», pero debe ser { $expected }.
files-scenario-error-after-end = { $field } está no minuto { $minute }, despois do final do escenario (minuto { $length }).
files-scenario-error-twice = { $field }: só un evento «{ $event }» por escenario (o modelo ten un de cada).
files-scenario-expected-id = de 1 a 64 caracteres entre a–z, 0–9 e -
files-scenario-expected-words = un texto en polo menos unha das linguas en, fr e gl, ningún baleiro
files-scenario-expected-clock = unha hora HH:MM, de 00:00 a 23:59
files-scenario-expected-ordered = Between(baixo, alto) con baixo ≤ alto
files-scenario-expected-share = unha parte maior ca 0 e como moito 1
files-scenario-expected-same = o nome do escenario da simulación
files-scenario-expected-message = o identificador dun texto de escenario integrado (oncall-scenario-… ou oncall-briefing-…), ou as palabras do autor, Words(…)
files-scenario-expected-present = presente (unha simulación do formato 3 leva o seu escenario)
files-scenario-event-bad-build = versión defectuosa
files-scenario-event-surge = pico de tráfico
files-scenario-event-cache-flush = baleirado da caché
files-scenario-event-database-capacity = cambio de capacidade da base de datos
files-scenario-event-instance-loss = perda de instancias
files-no-dialog-scenario = Non se pode abrir ningún diálogo de ficheiros neste sistema: pon os ficheiros de escenario en { $path } e escólleos no menú de escenarios, ou solta un na xanela.
files-scenario-opened = Escenario «{ $name }» aberto: comeza agora.
cli-output-is-input = { $output } { $path } é o ficheiro que le { $input }: escribilo perdería ese ficheiro. Escribe noutro ficheiro.
app-settings-write-failed = Non se puideron gardar os axustes: { $message }
app-second-window = Hai outra xanela de sre-sim aberta co mesmo cartafol de datos: esta garda o seu propio gardado automático ({ $path }) e só escribe os axustes que cambia.
files-save-failed-title = Non se gardou a simulación
files-save-elsewhere = Gardar noutro sitio…
files-save-failed-ok = Aceptar
files-close-title = Pechar sen a simulación?
files-close-body = A simulación en curso non se puido gardar automaticamente e non se gardou: se pechas agora, pérdese.
files-close-save = Gardar a simulación…
files-close-anyway = Pechar sen gardar
files-close-keep = Seguir traballando
files-autosave-works = O gardado automático volve funcionar.
files-link-no-file = A ligazón non leva ningún ficheiro: o seu enderezo non ten unha parte #run=, #scenario=, #lesson= ou #arch= despois do #.
files-link-bad-base64 = A ligazón está danada: o que segue a «{ $key }=» non é texto base64url (un carácter cambiou ou perdeuse ao copiala).
files-link-bad-deflate = A ligazón está danada: o que segue a «{ $key }=» non se descomprime (probablemente cortouse ao copiala).
files-link-too-large = O ficheiro da ligazón ocuparía máis de { $max } bytes descomprimido, e un ficheiro que le sre-sim ten como máximo { $max } bytes: rexéitase.
files-link-not-utf8 = A ligazón está danada: o seu ficheiro non é texto UTF-8.
files-link-file-problem = { $key ->
        [lesson] O ficheiro de lección
        [scenario] O ficheiro de escenario
        [arch] A configuración de arquitectura
       *[run] O ficheiro de simulación
    } da ligazón non se pode abrir: { $problem }
files-link-opened-name = a ligazón
files-copy-link = Copiar a ligazón
files-copy-link-hint = Copia unha ligazón que leva este ficheiro, ao enderezo web da configuración (web_address).
files-link-copied = Ligazón copiada ({ $count } caracteres).
files-link-not-understood = A ligazón pide o que sre-sim non entende: { $names }. Unha ligazón admite ?lesson= (unha lección incorporada), ?scenario= (un escenario incorporado), ?tab=oncall, arch, reference ou debrief, ?lang=en, fr ou gl, ?present=1 e ?minute=N cunha simulación na ligazón, e ?embed=1.
