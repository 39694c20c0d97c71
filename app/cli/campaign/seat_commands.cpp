#include <iostream>
#include <string>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/seats/log_verification.hpp"
#include "app/core/seats/orders_file.hpp"
#include "app/core/seats/orders_merge.hpp"
#include "app/core/seats/seat_passwords.hpp"
#include "app/core/seats/seats.hpp"
#include "app/core/seats/side_files.hpp"

namespace tachanka::cli {
namespace {

void writeSeat(JsonWriter& json, const core::SeatView& seat) {
    json.beginObject();
    json.key("id").value(seat.id);
    json.key("side").value(seat.side);
    json.key("name").value(seat.name);
    json.key("public_key").value(seat.publicKey);
    json.key("fingerprint").value(seat.fingerprint);
    json.key("holds_secret").value(seat.holdsSecret);
    json.endObject();
}

std::string seatLine(const core::SeatView& seat) {
    return seat.side + ": " + seat.name + "  key " + seat.fingerprint +
           (seat.holdsSecret ? "" : " (public key only: this file cannot sign for it)");
}

int runAdd(std::span<const std::string> words) {
    const Arguments args(words, {{"side", true}, {"name", true}, {"json", false}}, "seat add",
                         {1, 1, "FILE"});
    const auto seat = core::addSeat(args.positionals()[0], args.requiredValue("side"),
                                    args.requiredValue("name"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        writeSeat(json, seat);
        json.finish();
        return 0;
    }
    std::cout << "seat added: " << seatLine(seat) << '\n';
    return 0;
}

int runList(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "seat list", {1, 1, "FILE"});
    const auto seats = core::listSeats(args.positionals()[0]);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("seats").beginArray();
        for (const auto& seat : seats) writeSeat(json, seat);
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    if (seats.empty()) std::cout << "no seats yet: 'seat add FILE --side SIDE --name NAME'\n";
    for (const auto& seat : seats) std::cout << seatLine(seat) << '\n';
    return 0;
}

int runExport(std::span<const std::string> words) {
    const Arguments args(words, {{"side", true}, {"output", true, 'o'}, {"json", false}}, "seat export",
                         {1, 1, "FILE"});
    const auto done = core::exportSideFile(args.positionals()[0], args.requiredValue("side"),
                                           args.requiredValue("output"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("written").value(done.written.string());
        json.key("side").value(done.side);
        json.key("intelligence").value(done.intelligence);
        json.key("enemy_units_shown").value(done.enemyUnitsShown);
        json.key("enemy_units_hidden").value(done.enemyUnitsHidden);
        json.key("orders_merged").value(done.ordersMerged);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "wrote the " << done.side << "' file " << done.written.string()
              << " (intelligence: " << done.intelligence << "; of the enemy's units on the map "
              << done.enemyUnitsShown << " shown, " << done.enemyUnitsHidden
              << " hidden); their next orders are number " << done.ordersMerged + 1 << '\n';
    return 0;
}

int runOrders(std::span<const std::string> words) {
    const Arguments args(words, {{"seat", true}, {"output", true, 'o'}, {"json", false}}, "seat orders",
                         {1, 1, "SIDE_FILE"});
    const auto done = core::writeSideOrders(args.positionals()[0], args.value("seat"),
                                            args.requiredValue("output"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("written").value(done.written.string());
        json.key("side").value(done.orders.side);
        json.key("seat").value(done.orders.seat);
        json.key("fingerprint").value(done.fingerprint);
        json.key("number").value(done.orders.number);
        json.key("orders").beginArray();
        for (const auto& order : done.orders.orders) order.write(json);
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "wrote the " << done.orders.side << "' orders " << done.orders.number << " ("
              << done.orders.orders.size() << " orders) to " << done.written.string()
              << ", signed by " << done.orders.seat << " (key " << done.fingerprint << ")\n";
    return 0;
}

int runApply(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "seat apply", {2, 2, "FILE and ORDERS"});
    const auto report = core::mergeSideOrders(args.positionals()[0], args.positionals()[1]);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("side").value(report.side);
        json.key("seat").value(report.seat);
        json.key("number").value(report.number);
        json.key("merged").value(report.merged());
        json.key("applied").beginArray();
        for (const auto& line : report.applied) json.value(line);
        json.endArray();
        json.key("refused").beginArray();
        for (const auto& line : report.refused) json.value(line);
        json.endArray();
        json.endObject();
        json.finish();
    } else {
        for (const auto& line : report.applied) std::cout << "  " << line << '\n';
        for (const auto& line : report.refused) std::cout << "refused: " << line << '\n';
    }
    if (report.merged()) {
        if (!args.flag("json")) {
            std::cout << "merged the " << report.side << "' orders " << report.number << '\n';
        }
        return 0;
    }
    std::cerr << "tachanka-cli: the " << report.side << "' orders " << report.number
              << " were not merged: " << report.refused.size()
              << " refused; the campaign is unchanged\n";
    return 2;
}

int runPassword(std::span<const std::string> words) {
    const Arguments args(words, {{"side", true}, {"name", true}}, "seat password", {1, 1, "FILE"});
    // The password comes on standard input, never on the command line, where `ps` and the
    // shell's history would show it: its first line, without the line's end.
    std::string password;
    std::getline(std::cin, password);
    if (!password.empty() && password.back() == '\r') password.pop_back();
    const auto name = args.requiredValue("name");
    core::setSeatPassword(args.positionals()[0], args.requiredValue("side"), name, password);
    std::cout << "seat '" << name << "' has a password for the club's server\n";
    return 0;
}

int runVerify(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "verify", {1, 1, "FILE"});
    const auto check = core::verifyCampaign(args.positionals()[0]);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("ok").value(check.ok);
        json.key("rows").value(check.rows);
        json.key("unsealed").value(check.unsealed);
        json.key("first_bad");
        if (check.firstBad) json.value(*check.firstBad); else json.null();
        json.key("first_bad_action");
        if (check.firstBadAction) json.value(*check.firstBadAction); else json.null();
        json.key("unaccounted");
        if (check.unaccounted) json.value(*check.unaccounted); else json.null();
        json.key("seeded_dice").value(check.seededDice);
        json.key("commitments").value(check.commitments);
        json.key("commitments_hidden").value(check.commitmentsHidden);
        json.key("why").value(check.why);
        json.endObject();
        json.finish();
    } else {
        std::cout << (check.ok ? "verified: " : "does not verify: ") << check.why << '\n';
    }
    return check.ok ? 0 : 1;
}

constexpr Command seatTable[] = {
    {"add", "a player's seat for a side, or the umpire's, with its signing key",
     "usage: tachanka-cli seat add FILE --side SIDE --name NAME [--json]\n"
     "\n"
     "Adds a seat: a named player of SIDE (or the umpire's seat, with --side umpire). Each\n"
     "seat gets its own Ed25519 signing key: the orders it sends are signed with it, and the\n"
     "campaign keeps the public half to check them. The seat goes on the ledger (undo takes\n"
     "it back); the secret half never does.\n"
     "\n"
     "  --side SIDE   a side's name, or umpire\n"
     "  --name NAME   the player's name\n"
     "  --json        machine output: {\"id\", \"side\", \"name\", \"public_key\",\n"
     "                \"fingerprint\", \"holds_secret\"}\n",
     runAdd},
    {"password", "set a player's password for the club's server (read from standard input)",
     "usage: tachanka-cli seat password FILE --side SIDE|umpire --name NAME < PASSWORD\n"
     "\n"
     "Reads the password from the first line of standard input (8 to 1024 bytes) and keeps it\n"
     "as an Argon2id hash (libsodium), never in the clear and never on the ledger; a side's\n"
     "file carries no passwords. tachanka-server logs the seat in with it. Setting it again\n"
     "replaces it.\n",
     runPassword},
    {"list", "the campaign's seats and their keys",
     "usage: tachanka-cli seat list FILE [--json]\n"
     "\n"
     "Lists the umpire's seat and each side's, with the fingerprint of its key (the first\n"
     "16 hex digits of the public key) and whether this file holds its secret half.\n"
     "\n"
     "  --json   machine output: {\"seats\": [{\"id\", \"side\", \"name\", \"public_key\",\n"
     "           \"fingerprint\", \"holds_secret\"}]}\n",
     runList},
    {"export", "write a side's file: what that side may know, to play its phases in",
     "usage: tachanka-cli seat export FILE --side SIDE -o SIDE_FILE [--json]\n"
     "\n"
     "Writes SIDE_FILE, a campaign file for one side holding only what it may know: its own\n"
     "units, officers and tokens, plans and seats' keys; of the enemy what the campaign's\n"
     "intelligence setting allows (open: the board game's counters; contact: stacks within\n"
     "contact-range hexes of its units; umpired: none). Never the other side's plans,\n"
     "unseen tokens, held events or notes, the umpire's seeds or other seats' keys. Its\n"
     "ledger starts at the export. The side plays its phases in it with the same commands;\n"
     "what only the umpire does (dice, overrides, corrections) is refused there. SIDE_FILE\n"
     "must be a new file.\n"
     "\n"
     "  --side SIDE   the side, which needs a seat (seat add)\n"
     "  -o, --output SIDE_FILE  the file to write\n"
     "  --json        machine output: {\"written\", \"side\", \"intelligence\",\n"
     "                \"enemy_units_shown\", \"enemy_units_hidden\", \"orders_merged\"}\n",
     runExport},
    {"orders", "write what a side did in its file as signed orders for the umpire",
     "usage: tachanka-cli seat orders SIDE_FILE -o ORDERS [--seat NAME] [--json]\n"
     "\n"
     "Writes every action taken in SIDE_FILE since it was exported, each as its order with\n"
     "its inputs, numbered after the side's orders the umpire had merged, and signed with\n"
     "the seat's Ed25519 key. The umpire merges them with 'seat apply'.\n"
     "\n"
     "  -o, --output ORDERS  the orders file to write\n"
     "  --seat NAME   the seat that signs, when the file holds the keys of several\n"
     "  --json        machine output: {\"written\", \"side\", \"seat\", \"fingerprint\",\n"
     "                \"number\", \"orders\": [{\"kind\", \"inputs\"}]}\n",
     runOrders},
    {"apply", "merge a side's signed orders into the umpire's campaign",
     "usage: tachanka-cli seat apply FILE ORDERS [--json]\n"
     "\n"
     "Checks that ORDERS are for this campaign, signed by one of the side's seats and the\n"
     "next after its last merged orders; then carries out every order by the rules, resolves\n"
     "the battles and barrages they planned with the campaign's own dice (the side's\n"
     "standing orders answering their questions, the others left for 'battle decide') and\n"
     "applies those that finish. Nothing is written unless every order holds: then all of\n"
     "it in one transaction (undo takes back one action at a time). A forged, changed,\n"
     "repeated or out-of-order orders file is refused in one line. Exit 2 when any order\n"
     "is refused, each listed.\n"
     "\n"
     "  --json   machine output: {\"side\", \"seat\", \"number\", \"merged\", \"applied\":\n"
     "           [LINE], \"refused\": [LINE]}\n",
     runApply},
};

constexpr Command commands[] = {
    {"verify", "check the ledger's hash chain and that the campaign is what it records",
     "usage: tachanka-cli verify FILE [--json]\n"
     "\n"
     "Every ledger row is sealed with a hash of the row before it, of its action and of its\n"
     "own content, and the ledger records every change, a battle's log included. verify\n"
     "recomputes the whole chain and names the first row whose seal does not hold, then\n"
     "replays the ledger and checks that every row of the campaign is what it makes it, and\n"
     "that every secret scouting roll whose die is known makes the commitment it was logged\n"
     "with, and that the dice of each action on the table that Tachanka rolled are what its\n"
     "seed rolls again. Writes nothing. Exit 0 when the campaign verifies, 1 when it does not.\n"
     "\n"
     "  --json   machine output: {\"ok\", \"rows\", \"unsealed\", \"first_bad\" (a ledger row\n"
     "           or null), \"first_bad_action\", \"unaccounted\" (\"unit 12\" or null),\n"
     "           \"seeded_dice\" (actions whose dice were rolled again from their seed),\n"
     "           \"commitments\" (secret rolls checked), \"commitments_hidden\" (rolls\n"
     "           whose die this file does not hold), \"why\"}\n",
     runVerify},
};

}  // namespace

std::span<const Command> seatCommands() { return seatTable; }
std::span<const Command> verifyCommands() { return commands; }

}  // namespace tachanka::cli
