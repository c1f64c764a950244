## As mensaxes da liña de comandos: os erros de clap, os valores que
## levan as opcións, e o que a aplicación rexeita antes de funcionar.

cli-error = erro: { $message }
cli-warning = aviso: { $message }
cli-usage = Uso: { $usage }
cli-more-help = Para saber máis, engade --help.
cli-did-you-mean = Quizais querías dicir { $suggestion }?
cli-list-or = { $first } ou { $last }
cli-unknown-argument = Argumento inesperado «{ $arg }».
cli-invalid-subcommand = «{ $arg }» non é un comando aquí.
cli-missing-subcommand = «{ $arg }» necesita un comando: { $values }.
cli-value-missing = { $arg } necesita un valor.
cli-invalid-value = «{ $value }» non é un valor de { $arg }; os seus valores son { $values }.
cli-value-not-valid = Valor incorrecto «{ $value }» para { $arg }.
cli-value-refused = Valor incorrecto «{ $value }» para { $arg }: { $problem }
cli-no-equals = { $arg } leva o seu valor despois dun signo igual.
cli-too-many-values = { $arg } non leva máis valores: «{ $value }» sobra.
cli-too-few-values = { $arg } leva polo menos { $expected } valores, non { $count }.
cli-wrong-number-of-values = { $arg } leva { $expected } valores, non { $count }.
cli-given-twice = { $arg } só se pode dar unha vez.
cli-conflict = { $arg } non se pode usar con { $prior }.
cli-missing-argument = { $count ->
        [one] Falta este argumento obrigatorio: { $args }.
       *[other] Faltan estes argumentos obrigatorios: { $args }.
    }
cli-not-utf8 = Un argumento non é texto válido (UTF-8).
cli-bad-arguments = Non se puido ler a liña de comandos.

## O que debe ser o valor dunha opción.

cli-expected-whole = agardábase un número enteiro de { $min } a { $max }.
cli-expected-size = agardábase LARGURAxALTURA, cada unha de { $min } a { $max }, por exemplo 1366x768.
cli-unknown-language = lingua descoñecida; agardábase { $values }.
cli-unknown-scenario = escenario descoñecido; agardábase { $values }.
cli-expected-timed = agardábase MINUTO:ORDE[=VALOR], por exemplo 25:rollback.
cli-not-a-minute = «{ $text }» non é un minuto (un número enteiro desde 0).

## O que a aplicación rexeita antes de funcionar, e o que di ao rematar.

cli-window-options = { $count ->
        [one] { $options } é da xanela, non dun subcomando: dáo sen subcomando.
       *[other] { $options } son da xanela, non dun subcomando: dáos sen subcomando.
    }
cli-minute-past-scenario = --minute { $minute } está despois do final do escenario ({ $minutes } minutos): { $path }
cli-minute-needs-run = --minute { $minute } necesita unha simulación que mostrar: engade --open FICHEIRO ou --scenario-file FICHEIRO.
cli-minute-past-run = --minute { $minute } está despois do final da simulación ({ $minutes } minutos): { $path }
cli-chapter = --chapter { $chapter }: { $path } ten { $chapters ->
        [one] 1 capítulo
       *[other] { $chapters } capítulos
    } (as súas notas, ou o seu final se non ten ningunha), numerados desde 1.
cli-frames-written = { $frames ->
        [one] 1 imaxe escrita: { $path }
       *[other] { $frames } imaxes escritas: { $path }
    }
cli-arch-options = --config, --fix e --step son da lapela de arquitectura: engade --tab arch.
cli-fix-not-needed = --fix: esta configuración xa pasa con marxe; non hai nada que corrixir.
cli-fix-not-found = --fix: ningún cambio illado pasa con marxe (≤ 85 % de utilización no pico).
cli-manual-folder = Non se pode crear o cartafol { $path }: { $message }
cli-manual-write = Non se pode escribir o manual en { $path }: { $message }
cli-manual-written = Páxinas do manual escritas en { $path }
cli-do-after-end = --do { $text }: o minuto { $minute } está despois do final da simulación ({ $option }).
cli-check-no-traffic = O minuto { $minute } non ten tráfico: non hai cola que simular.
cli-check-no-workers = O minuto { $minute } non ten ningunha instancia servindo: cada solicitude agarda ata o límite de 2 s, non hai cola que simular.
cli-check-long = Simulando { $total } solicitudes (arredor dun segundo por cada 20 millóns)…
cli-window-failed = Non se puido abrir a xanela: { $message }
cli-window-closed = A xanela pechouse antes de tomar a imaxe.

## O que dixo o sistema dun ficheiro, nas palabras da aplicación (o resto
## en app.ftl).

app-io-link-loop = o camiño dá voltas entre ligazóns simbólicas
app-io-name-too-long = o nome é longo de máis
app-io-too-many-open = hai demasiados ficheiros abertos
app-io-device = o disco non o puido ler nin escribir (erro de entrada/saída)
app-io-quota = a cota do disco está esgotada
app-io-file-too-large = o ficheiro é grande de máis para este disco
app-io-folder-not-empty = o cartafol non está baleiro
app-io-invalid-name = o nome non é válido neste disco
app-io-invalid-path = o camiño non nomea un ficheiro
app-io-busy = está en uso
app-io-crosses-devices = pasaría a outro disco
app-io-too-many-links = ten demasiadas ligazóns
app-io-stale = o ficheiro de rede xa non está
app-io-timed-out = o disco non respondeu a tempo
app-io-interrupted = interrompeuse
app-io-unsupported = o disco non o permite
app-io-out-of-memory = non hai memoria abonda
app-io-unexpected-end = o ficheiro remata antes de tempo
app-io-other-code = o sistema negouse (o seu erro { $code })
app-io-other = o sistema negouse sen dicir por que
app-io-left-behind = { $message }; quedou o ficheiro temporal { $path }

## O que debe ser o valor dunha decisión.

oncall-expected-instances = un número enteiro de instancias
oncall-expected-on-off = on ou off
oncall-expected-no-value = ningún valor
oncall-expected-share-half = unha parte como 0.5
oncall-expected-share = unha parte como 0.6
oncall-expected-seconds = segundos
