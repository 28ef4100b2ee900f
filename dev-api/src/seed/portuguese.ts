/**
 * The Portuguese of the seeded content (help, announcements and promotions, inbox, reward titles), by its English
 * text: what a backend with the content in both languages answers when asked in Portuguese (`Accept-Language: pt`,
 * or `lang=PT` on the help centre). Text not listed (a test hook's content) is answered as it is.
 */
const PORTUGUESE: ReadonlyMap<string, string> = new Map([
  ['Welcome back!', 'Bem-vindo de volta!'],
  [
    '<p>Thanks for playing with us. <b>Deposit today</b> and get a <a href="/m/activity">10% reload bonus</a>.</p>',
    '<p>Obrigado por jogar conosco. <b>Deposite hoje</b> e ganhe um <a href="/m/activity">bônus de recarga de 10%</a>.</p>',
  ],
  ['Scheduled maintenance', 'Manutenção programada'],
  [
    '<p>PG games will be under maintenance on <b>Tuesday 02:00-04:00</b>. Other games are not affected.</p>',
    '<p>Os jogos PG estarão em manutenção na <b>terça-feira, das 02:00 às 04:00</b>. Os outros jogos não são afetados.</p>',
  ],
  ['New VIP perks', 'Novas vantagens VIP'],
  [
    '<p>Check the new <a href="/m/vip">VIP perks</a> and the <a href="https://example.com/vip-terms">terms</a>.</p><ul><li>Faster withdrawals</li><li>Birthday bonus</li></ul>',
    '<p>Confira as novas <a href="/m/vip">vantagens VIP</a> e os <a href="https://example.com/vip-terms">termos</a>.</p><ul><li>Saques mais rápidos</li><li>Bônus de aniversário</li></ul>',
  ],
  ['Join us today', 'Junte-se a nós hoje'],
  [
    '<p>Register now and receive a <b>100% welcome bonus</b> up to 5,000. <a href="/m/register">Sign up</a></p>',
    '<p>Cadastre-se agora e receba um <b>bônus de boas-vindas de 100%</b> de até 5.000. <a href="/m/register">Cadastrar</a></p>',
  ],
  ['Try games for free', 'Jogue de graça'],
  [
    '<p>Not sure yet? <a href="/m/trail">Start a free trial</a> and play with demo credits.</p>',
    '<p>Ainda em dúvida? <a href="/m/trail">Comece um teste grátis</a> e jogue com créditos de demonstração.</p>',
  ],
  ['Your first login gift', 'Seu presente do primeiro login'],
  [
    '<p>Welcome! Your <b>first login gift</b> is waiting in the <a href="/m/rewardCenter">reward centre</a>.</p>',
    '<p>Bem-vindo! Seu <b>presente do primeiro login</b> está esperando na <a href="/m/rewardCenter">central de recompensas</a>.</p>',
  ],
  ['Deposit channels updated', 'Canais de depósito atualizados'],
  [
    '<p>GCash and Maya deposits are now credited within <b>1 minute</b>.</p>',
    '<p>Depósitos por GCash e Maya agora são creditados em até <b>1 minuto</b>.</p>',
  ],
  ['Withdrawal limits raised', 'Limites de saque aumentados'],
  [
    '<p>Daily withdrawal limit is now <b>200,000</b> for VIP 3 and above.</p>',
    '<p>O limite diário de saque agora é de <b>200.000</b> para VIP 3 ou superior.</p>',
  ],
  ['Security reminder', 'Lembrete de segurança'],
  [
    '<p>Never share your password or SMS code. Our staff will <b>never</b> ask for it.</p>',
    '<p>Nunca compartilhe sua senha ou código SMS. Nossa equipe <b>nunca</b> vai pedi-los.</p>',
  ],
  ['New provider: SPADE', 'Novo provedor: SPADE'],
  [
    '<p>Spadegaming slots are now live. <a href="/m/gameList?gameType=RNG&vassalage=SPADE">Play now</a>.</p>',
    '<p>Os caça-níqueis da Spadegaming já estão no ar. <a href="/m/gameList?gameType=RNG&vassalage=SPADE">Jogar agora</a>.</p>',
  ],
  ['Holiday schedule', 'Horário de feriados'],
  [
    '<p>Customer service runs 24/7 during the holidays.</p>',
    '<p>O atendimento ao cliente funciona 24 horas por dia, 7 dias por semana, durante os feriados.</p>',
  ],
  ['Responsible gaming', 'Jogo responsável'],
  [
    '<p>Set deposit limits in the member centre. Players must be 18 or older.</p>',
    '<p>Defina limites de depósito na central do membro. Os jogadores devem ter 18 anos ou mais.</p>',
  ],
  ['Lottery draw times', 'Horários dos sorteios'],
  [
    '<p>SEA 5D draws every 5 minutes; Miền Bắc daily at 18:15.</p>',
    '<p>SEA 5D sorteia a cada 5 minutos; Miền Bắc diariamente às 18:15.</p>',
  ],
  ['App update 3.2', 'Atualização do app 3.2'],
  [
    '<p>Download the new app from the <a href="/m/app">download page</a>.</p>',
    '<p>Baixe o novo app na <a href="/m/app">página de download</a>.</p>',
  ],
  ['Cockfight schedule', 'Programação de rinha de galo'],
  ['<p>SV388 derby every evening from 19:00.</p>', '<p>Derby SV388 todas as noites a partir das 19:00.</p>'],
  ['Esports world finals', 'Final mundial de eSports'],
  [
    '<p>Bet on the finals with TF Gaming. <a href="https://example.com/esports">Schedule</a></p>',
    '<p>Aposte na final com a TF Gaming. <a href="https://example.com/esports">Programação</a></p>',
  ],
  ['Referral programme', 'Programa de indicação'],
  ['<p>Invite friends and earn 1% of their valid bets.</p>', '<p>Convide amigos e ganhe 1% das apostas válidas deles.</p>'],
  ['Terms updated', 'Termos atualizados'],
  [
    '<p>Our terms were updated on 2026-01-10. <a href="https://example.com/terms">Read them</a>.</p>',
    '<p>Nossos termos foram atualizados em 10/01/2026. <a href="https://example.com/terms">Leia-os</a>.</p>',
  ],
  ['100% Welcome Bonus', 'Bônus de boas-vindas de 100%'],
  [
    '<p>Get <b>100%</b> on your first deposit up to 5,000.</p><ol><li>Deposit at least 100</li><li>Turnover x15</li></ol>',
    '<p>Ganhe <b>100%</b> no seu primeiro depósito, até 5.000.</p><ol><li>Deposite pelo menos 100</li><li>Rollover de 15x</li></ol>',
  ],
  ['Daily Reload 10%', 'Recarga diária de 10%'],
  ['<p>Reload every day and get <b>10%</b> extra.</p>', '<p>Recarregue todos os dias e ganhe <b>10%</b> a mais.</p>'],
  ['Slots Rebate 1.5%', 'Rebate de caça-níqueis de 1,5%'],
  ['<p>Unlimited rebate on all slots, paid daily.</p>', '<p>Rebate ilimitado em todos os caça-níqueis, pago diariamente.</p>'],
  ['Live Casino Cashback', 'Cashback do cassino ao vivo'],
  ['<p>Weekly 5% cashback on live casino net losses.</p>', '<p>Cashback semanal de 5% sobre as perdas líquidas no cassino ao vivo.</p>'],
  ['Fishing Frenzy', 'Frenesi da pesca'],
  ['<p>Top 50 fishers share <b>500,000</b>.</p>', '<p>Os 50 melhores pescadores dividem <b>500.000</b>.</p>'],
  ['Invite Friends Bonus', 'Bônus de indicação de amigos'],
  [
    '<p>Earn 188 for each friend who deposits. <a href="/m/inviteFriends">Invite now</a></p>',
    '<p>Ganhe 188 por cada amigo que depositar. <a href="/m/inviteFriends">Convidar agora</a></p>',
  ],
  ['Weekend Lucky Spin', 'Giro da sorte de fim de semana'],
  ['<p>Spin the wheel every weekend.</p>', '<p>Gire a roleta todo fim de semana.</p>'],
  ['Sports Parlay Boost', 'Turbo de apostas múltiplas'],
  ['<p>Win up to <b>50%</b> extra on 5+ leg parlays.</p>', '<p>Ganhe até <b>50%</b> a mais em múltiplas de 5 ou mais seleções.</p>'],
  ['Lottery Jackpot Week', 'Semana do jackpot da loteria'],
  ['<p>Double prizes on SEA 5D all week.</p>', '<p>Prêmios em dobro no SEA 5D a semana toda.</p>'],
  ['Daily Missions', 'Missões diárias'],
  [
    '<p>Complete missions and climb the <a href="/m/leaderBoard">leaderboard</a>.</p>',
    '<p>Complete missões e suba na <a href="/m/leaderBoard">classificação</a>.</p>',
  ],
  ['7-Day Sign-in Rewards', 'Recompensas de check-in de 7 dias'],
  [
    '<p>Sign in 7 days in a row for up to 49 free credits. <a href="/m/activity/signIn">Sign in</a></p>',
    '<p>Faça check-in 7 dias seguidos e ganhe até 49 créditos grátis. <a href="/m/activity/signIn">Fazer check-in</a></p>',
  ],
  ['Christmas Special', 'Especial de Natal'],
  ['<p>This promotion has ended.</p>', '<p>Esta promoção terminou.</p>'],
  ['VIP Upgrade Bonus', 'Bônus de subida VIP'],
  [
    '<p>Reach a new VIP level and get an instant <b>upgrade bonus</b>.</p><table><tr><th>Level</th><th>Bonus</th></tr><tr><td>VIP 1</td><td>88</td></tr><tr><td>VIP 5</td><td>1,888</td></tr></table>',
    '<p>Alcance um novo nível VIP e ganhe na hora um <b>bônus de subida</b>.</p><table><tr><th>Nível</th><th>Bônus</th></tr><tr><td>VIP 1</td><td>88</td></tr><tr><td>VIP 5</td><td>1.888</td></tr></table>',
  ],
  ['Birthday Gift', 'Presente de aniversário'],
  ['<p>VIP members receive a birthday gift every year.</p>', '<p>Membros VIP recebem um presente de aniversário todo ano.</p>'],
  ['Account', 'Conta'],
  ['<p>Everything about creating and managing your account.</p>', '<p>Tudo sobre criar e gerenciar sua conta.</p>'],
  ['How do I register?', 'Como faço o cadastro?'],
  [
    '<p>Tap <b>Register</b>, fill in a username and password, and accept the terms. You must be 18 or older.</p>',
    '<p>Toque em <b>Cadastrar</b>, preencha um nome de usuário e uma senha e aceite os termos. Você deve ter 18 anos ou mais.</p>',
  ],
  ['I forgot my password', 'Esqueci minha senha'],
  [
    '<p>Use <a href="/m/forget">Forgot password</a> and reset it with an SMS code.</p>',
    '<p>Use <a href="/m/forget">Esqueci a senha</a> e redefina-a com um código SMS.</p>',
  ],
  ['How do I change my password?', 'Como altero minha senha?'],
  ['<p>Open the member centre and choose <b>Change password</b>.</p>', '<p>Abra a central do membro e escolha <b>Alterar senha</b>.</p>'],
  ['Deposit', 'Depósito'],
  ['<p>Top up your wallet quickly and safely.</p>', '<p>Recarregue sua carteira com rapidez e segurança.</p>'],
  ['Which methods are supported?', 'Quais métodos são aceitos?'],
  [
    '<p>GCash, Maya, bank transfer and vouchers from the <a href="/m/voucherCenter">voucher centre</a>.</p>',
    '<p>GCash, Maya, transferência bancária e vouchers da <a href="/m/voucherCenter">central de vouchers</a>.</p>',
  ],
  ['My deposit has not arrived', 'Meu depósito não chegou'],
  [
    '<p>Most deposits arrive within 1 minute. If not, send us <a href="/m/feedback">feedback</a> with the receipt.</p>',
    '<p>A maioria dos depósitos chega em até 1 minuto. Se não chegar, envie-nos um <a href="/m/feedback">feedback</a> com o comprovante.</p>',
  ],
  ['Withdrawal', 'Saque'],
  ['<p>Cash out your winnings.</p>', '<p>Resgate seus ganhos.</p>'],
  ['How long does a withdrawal take?', 'Quanto tempo leva um saque?'],
  ['<p>Usually 5 to 30 minutes.</p>', '<p>Normalmente de 5 a 30 minutos.</p>'],
  ['What are the limits?', 'Quais são os limites?'],
  [
    '<ul><li>Minimum 100</li><li>Maximum 50,000 per day (200,000 for VIP 3+)</li></ul>',
    '<ul><li>Mínimo de 100</li><li>Máximo de 50.000 por dia (200.000 para VIP 3+)</li></ul>',
  ],
  ['Why was my withdrawal rejected?', 'Por que meu saque foi recusado?'],
  ['<p>Check the turnover requirement of your active promotions.</p>', '<p>Verifique o rollover exigido pelas suas promoções ativas.</p>'],
  ['Games', 'Jogos'],
  [
    '<p>Slots, live casino, fishing, poker, sports, lottery and more.</p>',
    '<p>Caça-níqueis, cassino ao vivo, pesca, pôquer, esportes, loteria e muito mais.</p>',
  ],
  ['Can I play for free?', 'Posso jogar de graça?'],
  [
    '<p>Yes, many slots and fishing games support free play. Start a <a href="/m/trail">free trial</a>.</p>',
    '<p>Sim, muitos caça-níqueis e jogos de pesca aceitam jogo grátis. Comece um <a href="/m/trail">teste grátis</a>.</p>',
  ],
  ['A game does not load', 'Um jogo não carrega'],
  [
    '<p>Refresh the page or try another network. Contact us if it persists.</p>',
    '<p>Atualize a página ou tente outra rede. Fale conosco se o problema continuar.</p>',
  ],
  ['Promotions', 'Promoções'],
  ['<p>Bonuses, rebates and VIP perks.</p>', '<p>Bônus, rebates e vantagens VIP.</p>'],
  ['How do I join a promotion?', 'Como participo de uma promoção?'],
  [
    '<p>Open <a href="/m/activity">promotions</a>, choose one and tap apply.</p>',
    '<p>Abra as <a href="/m/activity">promoções</a>, escolha uma e toque em participar.</p>',
  ],
  ['What is turnover?', 'O que é rollover?'],
  [
    '<p>The total valid bets needed before a bonus can be withdrawn.</p>',
    '<p>O total de apostas válidas necessário antes de poder sacar um bônus.</p>',
  ],
  ['Security and privacy', 'Segurança e privacidade'],
  ['<p>How we protect your account and data.</p>', '<p>Como protegemos sua conta e seus dados.</p>'],
  ['Is my data safe?', 'Meus dados estão seguros?'],
  [
    '<p>Yes. See our <a href="/m/privacy">privacy policy</a>.</p>',
    '<p>Sim. Veja nossa <a href="/m/privacy">política de privacidade</a>.</p>',
  ],
  [
    '<p>Play for fun. Set limits and take breaks. <a href="https://www.begambleaware.org">Get help</a>.</p>',
    '<p>Jogue por diversão. Defina limites e faça pausas. <a href="https://www.begambleaware.org">Obtenha ajuda</a>.</p>',
  ],
  ['Welcome to MCasino', 'Bem-vindo ao MCasino'],
  ['<p>Your account is ready. Enjoy <b>300+ games</b>!</p>', '<p>Sua conta está pronta. Aproveite <b>mais de 300 jogos</b>!</p>'],
  ['Security tips', 'Dicas de segurança'],
  ['<p>Turn on SMS verification to protect your account.</p>', '<p>Ative a verificação por SMS para proteger sua conta.</p>'],
  ['January promotions', 'Promoções de janeiro'],
  ['<p>See what is new in <a href="/m/activity">promotions</a>.</p>', '<p>Veja as novidades nas <a href="/m/activity">promoções</a>.</p>'],
  ['Deposit received', 'Depósito recebido'],
  ['<p>Your deposit of <b>₱1,000.00</b> has been credited.</p>', '<p>Seu depósito de <b>₱1.000,00</b> foi creditado.</p>'],
  ['Withdrawal processed', 'Saque processado'],
  ['<p>Your withdrawal of <b>₱500.00</b> was sent.</p>', '<p>Seu saque de <b>₱500,00</b> foi enviado.</p>'],
  ['VIP level up', 'Subida de nível VIP'],
  ['<p>Congratulations, you reached <b>VIP 3</b>!</p>', '<p>Parabéns, você alcançou o <b>VIP 3</b>!</p>'],
  ['Rebate credited', 'Rebate creditado'],
  [
    '<p>Your weekly rebate of ₱56.40 is waiting in the reward centre.</p>',
    '<p>Seu rebate semanal de ₱56,40 está esperando na central de recompensas.</p>',
  ],
  ['Contract offers', 'Ofertas de contrato'],
  [
    '<p>Your agent sent you contract offers. Open the member centre to answer.</p>',
    '<p>Seu agente enviou ofertas de contrato. Abra a central do membro para responder.</p>',
  ],
  ['Agent report ready', 'Relatório de agente pronto'],
  ['<p>Your December agent report is ready.</p>', '<p>Seu relatório de agente de dezembro está pronto.</p>'],
  ['First login gift', 'Presente do primeiro login'],
  ['Weekly rebate', 'Rebate semanal'],
  ['Mission reward', 'Recompensa de missão'],
  ['Sign-in bonus', 'Bônus de check-in'],
  ['Holiday gift', 'Presente de feriado'],
  [
    '<p>Invite friends with your link. When a friend deposits, you get <b>₱188.00</b>, plus 1% of their valid bets.</p>',
    '<p>Convide amigos com o seu link. Quando um amigo deposita, você ganha <b>₱188,00</b>, mais 1% das apostas válidas dele.</p>',
  ],
  // The contract offers of contract01 (agent contracts).
  ['Daily salary contract', 'Contrato de salário diário'],
  [
    'agent01 offers you a daily salary based on your team’s valid bets and active members.',
    'agent01 oferece a você um salário diário com base nas apostas válidas e nos membros ativos da sua equipe.',
  ],
  ['Team valid bets ≥ 10,000 and 3 active members', 'Apostas válidas da equipe ≥ 10.000 e 3 membros ativos'],
  ['Team valid bets ≥ 50,000 and 5 active members', 'Apostas válidas da equipe ≥ 50.000 e 5 membros ativos'],
  ['Team valid bets ≥ 200,000 and 10 active members', 'Apostas válidas da equipe ≥ 200.000 e 10 membros ativos'],
  ['Salary 100 per day', 'Salário de 100 por dia'],
  ['Salary 600 per day', 'Salário de 600 por dia'],
  ['Salary 2,800 per day', 'Salário de 2.800 por dia'],
  ['Paid', 'Pagamento'],
  ['Every day at 03:00', 'Todos os dias às 03:00'],
  ['Dividend contract', 'Contrato de dividendos'],
  [
    'agent01 offers you a share of your team’s net loss every half month.',
    'agent01 oferece a você uma parte da perda líquida da sua equipe a cada quinzena.',
  ],
  ['Team net loss ≥ 10,000', 'Perda líquida da equipe ≥ 10.000'],
  ['Team net loss ≥ 100,000', 'Perda líquida da equipe ≥ 100.000'],
  ['Team net loss ≥ 500,000', 'Perda líquida da equipe ≥ 500.000'],
  ['Dividend 10%', 'Dividendo de 10%'],
  ['Dividend 20%', 'Dividendo de 20%'],
  ['Dividend 30%', 'Dividendo de 30%'],
  ['Settlement', 'Acerto'],
  ['On the 1st and 16th of each month', 'Nos dias 1 e 16 de cada mês'],
  ['Hourly salary contract', 'Contrato de salário por hora'],
  [
    'agent01 offers you an hourly salary for your team’s lottery bets.',
    'agent01 oferece a você um salário por hora pelas apostas de loteria da sua equipe.',
  ],
  ['Team lottery bets ≥ 1,000 in the hour', 'Apostas de loteria da equipe ≥ 1.000 na hora'],
  ['Team lottery bets ≥ 10,000 in the hour', 'Apostas de loteria da equipe ≥ 10.000 na hora'],
  ['0.5% of the bets', '0,5% das apostas'],
  ['0.8% of the bets', '0,8% das apostas'],
  ['Ten minutes after each hour', 'Dez minutos depois de cada hora'],
]);

export type ContentLanguage = 'en' | 'pt';

/** `text` in `language`: its Portuguese when there is one, else as it is. */
export const inLanguage = (text: string, language: ContentLanguage): string => (language === 'pt' ? (PORTUGUESE.get(text) ?? text) : text);

/** An item with a title and maybe HTML content, in `language`. */
export function localized<T extends { title: string; content?: string }>(item: T, language: ContentLanguage): T {
  if (language === 'en') return item;
  return {
    ...item,
    title: inLanguage(item.title, language),
    ...(item.content === undefined ? {} : { content: inLanguage(item.content, language) }),
  };
}

/** A contract offer in `language`: its title, summary and terms. */
export function localizedContract<T extends { title: string; summary: string; terms: readonly { label: string; value: string }[] }>(
  contract: T,
  language: ContentLanguage,
): T {
  if (language === 'en') return contract;
  return {
    ...contract,
    title: inLanguage(contract.title, language),
    summary: inLanguage(contract.summary, language),
    terms: contract.terms.map((term) => ({ label: inLanguage(term.label, language), value: inLanguage(term.value, language) })),
  };
}
