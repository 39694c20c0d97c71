// 500 unit cards, as a club printing every unit of a large campaign would: how long laying
// them out and writing the PDF takes, on A4. The cards are the shipped army lists' troop
// types, half of them carrying a state with an officer, so every part of the card is set.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <unistd.h>

#include "app/core/redactions/army_service.hpp"
#include "app/core/printing/unit_cards.hpp"
#include "reports/cards/unit_cards.hpp"

namespace {

using namespace tachanka;

constexpr int cardCount = 500;

reports::UnitCardSheet fiveHundredCards() {
    const core::UnitCardMaker maker;
    namespace ra = rules::redactions;
    const ra::OfficerToken token{1, {ra::OfficerCharacteristic::Clever}};
    reports::UnitCardSheet sheet;
    sheet.title = "Benchmark — unit cards";
    sheet.provisionalNotice = "Provisional values.";
    while (true) {
        for (const auto& entry : core::listArmies()) {
            const auto army = core::describeArmy(entry.id);
            for (const auto& troop : army.troops) {
                if (static_cast<int>(sheet.cards.size()) == cardCount) return sheet;
                auto card = maker.blankCard(army, troop);
                if (sheet.cards.size() % 2 == 1) {
                    card.unitName = troop.name + " of Orël";
                    card.unitCode = std::to_string(sheet.cards.size()) + "/Orël";
                    card.state = reports::CardState{card.blankBases, 1, 1, 0,
                                                    maker.officer("Кутепов", token)};
                }
                sheet.cards.push_back(std::move(card));
            }
        }
    }
}

void BM_WriteFiveHundredUnitCards(benchmark::State& state) {
    const auto sheet = fiveHundredCards();
    const auto fonts = reports::findDejaVuFonts();
    const auto output = std::filesystem::temp_directory_path() /
                        ("tachanka-bench-cards-" + std::to_string(::getpid()) + ".pdf");
    for (auto _ : state) {
        const auto written = reports::writeUnitCards(sheet, fonts, reports::Paper::A4, output);
        benchmark::DoNotOptimize(written.pages);
    }
    state.counters["cards"] = cardCount;
    state.counters["bytes"] = static_cast<double>(std::filesystem::file_size(output));
    std::filesystem::remove(output);
}
BENCHMARK(BM_WriteFiveHundredUnitCards)->Unit(benchmark::kMillisecond);

}  // namespace
