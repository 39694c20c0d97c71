#pragma once
// The help of the battle commands whose options are many (plan, barrage, resolve, decide),
// kept apart from the command table as battle_act_usage.hpp keeps act's.

namespace tachanka::cli {

inline constexpr const char* battlePlanUsage =
    "usage: tachanka-cli battle plan FILE --attackers CODE,CODE --hex HEX [--terrain T]\n"
    "       [--river] [--attack prepared|hasty|train-duel] [--support CODE,...]\n"
    "       [--defender-support CODE,...] [--loss-order CODE,...] [--options WORD,...] [--json]\n"
    "\n"
    "Plans a battle in the combat phase: the attacking units of the side to play (in hexes\n"
    "next to HEX) against every enemy unit in HEX. Everything else is read off the campaign:\n"
    "strengths, steps, TQ, mode, supply, entrenchment, integrated artillery, optional rules.\n"
    "A plan the rules forbid is refused and nothing is written. One armoured train against\n"
    "a hex holding a lone enemy train is a duel (9.1.1); an attacking tank that has not moved\n"
    "today rolls for a breakdown first (9.2.1). The attack draws its munitions (2 for a\n"
    "prepared attack, 1 for a hasty one, support included) from a depot of its side within\n"
    "5 MP of its units that has them left today, a functional one first; with none, its\n"
    "attackers and supporting guns end Unsupplied (8.2.1). 'tachanka-cli supply' lists\n"
    "the depots.\n"
    "\n"
    "  --depot ID         the depot the munitions come from (8.2.1: one depot an attack)\n"
    "  --terrain T        the best terrain in HEX for the defender (clear, forest, town,\n"
    "                     orel-suburbs, orel-centre); without --terrain and --river, the\n"
    "                     terrain and river are read from the campaign's painted map\n"
    "                     ('tachanka-cli map'), and are clear, no river, while it is unpainted\n"
    "  --river            the attack crosses a river hexside (on the map: every attacker's\n"
    "                     hexside with HEX has a river)\n"
    "  --attack A         prepared (default) or hasty (8.6.1), or train-duel (9.1.1); a\n"
    "                     barrage is planned with battle barrage\n"
    "  --support CODES    the attacker's artillery and armoured trains firing support (8.6.2)\n"
    "  --defender-support CODES  the defender's\n"
    "  --loss-order CODES the units that take losses first, either side's\n"
    "  --options WORDS    no-assault, no-advance, pursuit, encircled, no-depot,\n"
    "                     retreat-before-combat, and the retreat paths the map gives:\n"
    "                     defender-retreat=, defender-rout=, attacker-retreat=,\n"
    "                     attacker-rout= clear|infantry-zoc|cavalry-zoc|blocked; no-depot\n"
    "                     draws on no depot\n"
    "  --json             {\"id\", \"state\", \"system\", \"date\", \"hex\", \"attackers\",\n"
    "                     \"depot\", \"munitions\", ...}\n";

inline constexpr const char* battleBarrageUsage =
    "usage: tachanka-cli battle barrage FILE --gun CODE --target CODE\n"
    "       [--counterbattery CODE,...] [--terrain T] [--gun-terrain T] [--depot ID] [--json]\n"
    "\n"
    "Plans a barrage (8.3) in the combat phase: the artillery unit or armoured train CODE of\n"
    "the side to play fires on one observed enemy unit 1 or 2 hexes away (out of command:\n"
    "adjacent only). The reactive player's guns within 2 hexes of it may answer with\n"
    "counterbattery (8.4), each after a TQ check. A gun that barrages fires no support this\n"
    "phase. The barrage is then weighed, resolved, applied and printed as any battle: the\n"
    "gun is the attacker, the target the defender. A barrage never takes the last step of a\n"
    "combat unit; the Barrage Table is provisional (see `print qrs --system orel-1919`).\n"
    "A gun's barrage costs 1 munition from a depot of its side within 5 MP (a train's none);\n"
    "with none, the gun ends Unsupplied (8.2.1).\n"
    "\n"
    "  --depot ID              the depot the munition comes from (default: the best in range)\n"
    "  --counterbattery CODES  the reactive player's guns that answer, in the order they fire\n"
    "  --terrain T             the target's terrain, for its cohesion check (clear by default)\n"
    "  --gun-terrain T         the gun's, for its cohesion check under counterbattery\n"
    "                          (either, not given, is read off the campaign's painted map)\n"
    "  --json                  as battle plan\n";

inline constexpr const char* battleResolveUsage =
    "usage: tachanka-cli battle resolve FILE ID [--dice a,b,...|? | --seed N] [--json]\n"
    "\n"
    "Resolves the planned battle ID and records every die with its purpose and the table\n"
    "cell it read. The campaign's units change only when the battle is applied. It stops\n"
    "where the rules hand the players a choice (whether to assault, who advances, where a\n"
    "unit retreats), with the odds of each answer: `--json` \"awaiting\" names it, and\n"
    "battle decide goes on.\n"
    "  --dice a,b,...  the dice the players rolled, in the order asked for\n"
    "  --dice ?        rolls nothing: lists the dice the battle asks for, in order, what\n"
    "                  each is for and its chance of being rolled (--json: {\"battle\",\n"
    "                  \"fewest\", \"most\", \"dice\": [{\"number\", \"sides\", \"purpose\",\n"
    "                  \"probability\", \"fraction\"}]})\n"
    "  --seed N        seeded dice\n"
    "On a terminal with neither, each die is asked in turn with what its faces read; else\n"
    "the dice are seeded by the campaign's seed and the battle's number, so resolving again\n"
    "after an undo gives the same rolls.\n";

inline constexpr const char* battleDecideUsage =
    "usage: tachanka-cli battle decide FILE ID --assault yes|no | --advance CODE,...|none |\n"
    "                                  --retreat CODE=HEX,... [--dice a,b,... | --seed N] [--json]\n"
    "\n"
    "  --assault yes|no       after the cohesion checks, whether the attacker assaults (8.8)\n"
    "  --advance CODE,...     the attackers that enter the cleared hex; none: they stay\n"
    "                         (8.7.4); after an assault one combat unit must (8.8.3)\n"
    "  --retreat CODE=HEX     where a retreating or routing unit goes, one of battle\n"
    "                         retreats' (8.5.1, a rout 2 hexes away: 8.7.3)\n"
    "  --dice, --seed         the dice from here on; with neither, asked one by one on a\n"
    "                         terminal, else the resolution's own seed\n";

}  // namespace tachanka::cli
