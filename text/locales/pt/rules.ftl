# As regras explicadas ao jogador, um parágrafo por mensagem.

rules-board = O alquerque joga-se num tabuleiro de 25 pontos unidos por linhas. Cada ponto tem linhas para os vizinhos dos lados, de cima e de baixo; um em cada dois pontos (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) tem também linhas diagonais.
rules-start = As brancas têm doze peças nas filas 1 e 2 e em d3 e e3; as pretas têm doze nas filas 4 e 5 e em a3 e b3. O ponto central, c3, fica vazio. As brancas começam e depois os jogadores jogam à vez. Não se pode passar: na sua vez, tem de jogar.
rules-step = Um movimento simples leva uma peça um passo ao longo de uma linha até um ponto vizinho vazio: para a frente ou para o lado, nunca para trás, para o seu próprio campo. Uma peça que está na última fila (a primeira fila do adversário) já não faz movimentos simples; ainda pode capturar, e uma captura que a tire da última fila deixa-a avançar de novo.
rules-reversal-banned = Uma peça que se moveu para o lado não pode voltar diretamente para trás no passo seguinte. A proibição é dessa peça e acaba quando ela se move para outro lado ou captura.
rules-reversal-allowed = É permitido voltar: uma peça pode ir e vir para os lados.
rules-step-alfonso = Como no Livro dos Jogos de Afonso X (1283): um movimento simples leva uma peça um passo ao longo de uma linha até um ponto vizinho vazio, em qualquer direção, também para trás. Uma peça na última fila move-se como qualquer outra, e uma peça pode voltar ao ponto de onde veio.
rules-capture = Para capturar, salte por cima de uma peça adversária vizinha da sua, ao longo de uma linha, para o ponto vazio logo a seguir, em qualquer direção, também para trás. A peça saltada sai logo do tabuleiro. Capturar é obrigatório: se pode capturar, tem de o fazer.
rules-chain = Depois de um salto, a mesma peça tem de continuar a saltar enquanto puder. Se houver vários caminhos, escolhe o jogador; o mais longo não é obrigatório. Toda a cadeia conta como um só lance.
rules-win = Ganha quando o adversário não pode jogar na sua vez: não lhe restam peças, ou nenhuma das que restam se pode mover.
rules-draws = Uma partida pode andar em círculos, por isso a mesma posição três vezes, com o mesmo jogador a jogar, é empate.
rules-draws-counted = Uma partida pode andar em círculos, por isso a mesma posição três vezes, com o mesmo jogador a jogar, é empate; também o são { $moves } lances seguidos (contando os de ambos os jogadores) sem nenhuma captura.
rules-no-draws = Com estas regras nenhuma posição se pode repetir, por isso todas as partidas acabam com um vencedor: não há empates.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, voltar permitido
rules-next-game = As suas opções mudam estas regras a partir da próxima partida.
