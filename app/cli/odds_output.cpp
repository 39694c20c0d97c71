#include "app/cli/odds_output.hpp"

#include <cstdio>
#include <iostream>
#include <sstream>

#include "app/cli/text_table.hpp"

namespace tachanka::cli {

std::string percent(double share) {
    char text[16];
    std::snprintf(text, sizeof text, "%.1f%%", 100.0 * share);
    return text;
}

void writeShare(JsonWriter& json, std::string_view name, const rules::Share& share) {
    json.key(name).value(share.share);
    json.key(std::string(name) + "_interval")
        .beginArray()
        .value(share.low)
        .value(share.high)
        .endArray();
}

void writeSampledOutcomes(JsonWriter& json, const std::vector<rules::SampledOutcome>& outcomes) {
    json.beginArray();
    for (const auto& outcome : outcomes) {
        json.beginObject();
        json.key("result").value(outcome.result);
        json.key("runs").value(outcome.runs);
        writeShare(json, "share", outcome.share);
        json.endObject();
    }
    json.endArray();
}

void printSampledOutcomes(std::ostream& out, const std::vector<rules::SampledOutcome>& outcomes) {
    TextTable table({"Result", "Runs", "Share", "95% interval"});
    for (const auto& outcome : outcomes) {
        table.addRow({outcome.result, std::to_string(outcome.runs), percent(outcome.share.share),
                      percent(outcome.share.low) + " – " + percent(outcome.share.high)});
    }
    table.print(out);
}

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
