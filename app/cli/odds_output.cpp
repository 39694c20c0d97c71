#include "app/cli/odds_output.hpp"

#include <iostream>
#include <sstream>

#include "app/cli/text_table.hpp"

namespace tachanka::cli {

void writeOutcomes(JsonWriter& json, const rules::Distribution& odds) {
    json.beginArray();
    for (const auto& outcome : odds.outcomes()) {
        json.beginObject();
        json.key("result").value(outcome.result);
        json.key("probability").value(outcome.probability.value());
        json.key("fraction").value(outcome.probability.text());
        json.endObject();
    }
    json.endArray();
}

void printOutcomes(std::ostream& out, const rules::Distribution& odds) {
    TextTable table({"Result", "Probability", "Exactly"});
    for (const auto& outcome : odds.outcomes()) {
        std::ostringstream percent;
        percent.precision(1);
        percent << std::fixed << outcome.probability.value() * 100 << "%";
        table.addRow({outcome.result, percent.str(), outcome.probability.text()});
    }
    table.print(out);
}

int printOdds(const rules::Distribution& odds, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject().key("outcomes");
        writeOutcomes(json, odds);
        json.endObject();
        json.finish();
    } else {
        printOutcomes(std::cout, odds);
    }
    return 0;
}

}  // namespace tachanka::cli
